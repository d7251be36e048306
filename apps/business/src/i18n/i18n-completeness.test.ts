import { describe, expect, it } from 'vitest';
import {
  differencesFromI18next,
  flattenCatalogue as flatten,
  placeholdersOf as placeholders,
} from '@atelier/app-shell/i18n';
import { languageTag } from '@atelier/commerce/paths';
import { catalogues } from './all-catalogues';
import { i18nFor, loadAllTexts } from './i18n';

const LANGUAGES = ['en', 'ar', 'zh-hans', 'vi'] as const;
const english = flatten(catalogues.en);

describe.each(['ar', 'zh-hans', 'vi'] as const)('the %s catalogue', (language) => {
  const translated = flatten(catalogues[language]);

  it('has every key of en.json and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text and keeps every {{placeholder}}', () => {
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('is actually translated (sentences differ from English)', () => {
    expect(translated.get('notFound.page')).not.toBe(english.get('notFound.page'));
    expect(translated.get('pages.contact.lead')).not.toBe(english.get('pages.contact.lead'));
  });
});

describe.each(LANGUAGES)('the %s texts', (language) => {
  it('read as i18next would show them (the texts runtime supports all they use)', () => {
    expect(differencesFromI18next(catalogues[language], languageTag(language))).toEqual([]);
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
