import { describe, expect, it } from 'vitest';
import { catalogueProblems, flattenCatalogue as flatten } from '@atelier/app-shell/i18n';
import { languageTag } from '@atelier/commerce/paths';
import { catalogues } from './all-catalogues';
import { headCatalogues } from './head-texts';
import { i18nFor, loadAllTexts } from './i18n';

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
    expect(translated.get('notFound.page')).not.toBe(english.get('notFound.page'));
    expect(translated.get('pages.contact.lead')).not.toBe(english.get('pages.contact.lead'));
  });
});

describe('i18nFor', () => {
  it('gives an instance fixed to each language, with interpolation', async () => {
    await loadAllTexts();
    expect(i18nFor('ar').t('nav.contact')).toBe('اتصل بنا');
    expect(i18nFor('zh-hans').t('pages.home.title')).toBe('商业香氛');
    expect(i18nFor('vi').t('notFound.country', { segment: 'zz9' })).toBe(
      'Chúng tôi không có cửa hàng cho “zz9”.',
    );
    expect(i18nFor('en').t('meta.title', { page: 'Contact us' })).toBe('Contact us | Atelier Scents');
  });
});
