import { describe, expect, it } from 'vitest';
import { catalogueProblems, flattenCatalogue as flatten } from '@atelier/app-shell/i18n';
import { languageTag } from '@atelier/commerce/paths';
import { catalogues } from './all-catalogues';
import { headCatalogues } from './head-texts';
import { i18nFor, loadTexts, TEXT_AREAS } from './i18n';

const LANGUAGES = ['en', 'ar', 'zh-hans', 'vi'] as const;
const english = flatten(catalogues.en);

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  it('has every key of English, its placeholders and the plural forms the language needs', () => {
    expect(catalogueProblems(catalogues.en, catalogues[language], languageTag(language))).toEqual([]);
  });

  it('has every head text of English (the server’s titles and descriptions)', () => {
    expect(catalogueProblems(headCatalogues.en, headCatalogues[language], languageTag(language))).toEqual([]);
  });
});

describe.each(['ar', 'zh-hans', 'vi'] as const)('the %s translation', (language) => {
  const translated = flatten(catalogues[language]);

  it('is actually translated (sentences differ from English)', () => {
    expect(translated.get('login.errors.credentials')).not.toBe(english.get('login.errors.credentials'));
    expect(translated.get('notFound.title')).not.toBe(english.get('notFound.title'));
  });
});

describe('i18nFor', () => {
  it('gives an instance fixed to each language, with interpolation', async () => {
    await Promise.all(LANGUAGES.map((language) => loadTexts(language, ['shop'])));
    expect(i18nFor('ar').t('header.cart')).toBe('سلة التسوق');
    expect(i18nFor('zh-hans').t('header.cart')).toBe('购物车');
    expect(i18nFor('vi').t('login.welcome', { name: 'Lan' })).toBe('Chào mừng bạn quay lại, Lan.');
    expect(i18nFor('en').t('meta.title', { page: 'FAQ' })).toBe('FAQ | Atelier Scents');
    expect(i18nFor('en')).toBe(i18nFor('en'));
  });

  it('loads each area of each language into the same catalogue the completeness checks read', async () => {
    for (const language of LANGUAGES) {
      await loadTexts(language, TEXT_AREAS);
      expect(i18nFor(language).getResourceBundle(languageTag(language), 'translation')).toEqual(
        catalogues[language],
      );
    }
  });
});
