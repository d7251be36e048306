import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import { translatorFor } from './translate';

function flatten(node: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

const english = flatten(catalogues.en);

describe.each(['ar', 'zh-hans', 'vi'] as const)('the %s widget catalogue', (language) => {
  const translated = flatten(catalogues[language]);

  it('has every key of English (quiz and builder) and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text and keeps every {{placeholder}}', () => {
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('is actually translated (no sentence is left in English)', () => {
    const untranslated = [...translated].filter(
      ([key, text]) => text.includes(' ') && text === english.get(key),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('translatorFor', () => {
  it('looks up dotted keys in the language and fills in {{values}} as text', () => {
    expect(translatorFor('en')('quiz.progress', { current: 2, total: 5 })).toBe('Question 2 of 5');
    expect(translatorFor('ar')('quiz.result.retake')).toBe('أعد الاختبار');
    expect(translatorFor('zh-hans')('quiz.progress', { current: 1, total: 4 })).toBe('第 1 题，共 4 题');
    expect(translatorFor('vi')('quiz.result.added', { name: '<b>Rose</b>' })).toBe(
      'Đã thêm <b>Rose</b> vào giỏ hàng của bạn.',
    );
  });
});
