import { describe, expect, it } from 'vitest';
import { catalogues, i18nFor } from './i18n';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [child, text] of flatten(value, path)) out.set(child, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const english = flatten(catalogues.en as Tree);

describe.each(['ar', 'zh-hans', 'vi'] as const)('the %s catalogue', (language) => {
  const translated = flatten(catalogues[language] as Tree);

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

describe('i18nFor', () => {
  it('gives an instance fixed to each language, with interpolation', () => {
    expect(i18nFor('ar').t('nav.contact')).toBe('اتصل بنا');
    expect(i18nFor('zh-hans').t('pages.home.title')).toBe('商业香氛');
    expect(i18nFor('vi').t('notFound.country', { segment: 'zz9' })).toBe(
      'Chúng tôi không có cửa hàng cho “zz9”.',
    );
    expect(i18nFor('en').t('meta.title', { page: 'Contact us' })).toBe('Contact us | Atelier Scents');
  });
});
