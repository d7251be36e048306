import { describe, expect, it } from 'vitest';
import { catalogueProblems, flattenCatalogue as flatten } from '@atelier/app-shell/i18n';
import { languageTag } from '@atelier/commerce/paths';
import { catalogues } from './all-catalogues';
import { i18nFor, loadAllTexts } from './i18n';

const LANGUAGES = ['en', 'ar', 'zh-hans', 'vi'] as const;
const english = flatten(catalogues.en);

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  it('has every key of English, its placeholders and the plural forms the language needs', () => {
    expect(catalogueProblems(catalogues.en, catalogues[language], languageTag(language))).toEqual([]);
  });
});

describe.each(['ar', 'zh-hans', 'vi'] as const)('the %s translation', (language) => {
  const translated = flatten(catalogues[language]);

  it('is actually translated (no sentence left in English)', () => {
    const untranslated = [...english].filter(
      // A role or section name may rightly stay as it is only where it is a proper name; none is.
      ([key, text]) => /[a-z]{4,}/i.test(text) && translated.get(key) === text,
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});

describe('i18nFor', () => {
  it('gives an instance fixed to each language, with interpolation and plurals', async () => {
    await loadAllTexts();
    expect(i18nFor('en').t('account.signedInAs', { email: 'a@b.test' })).toBe('Signed in as a@b.test');
    expect(i18nFor('ar').t('errors.forbidden')).not.toBe(i18nFor('en').t('errors.forbidden'));
    expect(i18nFor('en').t('list.count', { count: 1 })).toBe('1 entry');
    expect(i18nFor('en').t('list.count', { count: 3 })).toBe('3 entries');
    expect(i18nFor('zh-hans').language).toBe('zh-Hans');
  });
});
