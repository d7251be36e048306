import { describe, expect, it } from 'vitest';
import { isCountrySegment, isLanguage } from './path-segments';

describe('isCountrySegment (SPEC §5: exactly 2 letters, lower-case)', () => {
  it.each(['sg', 'us', 'vn', 'kr', 'ae', 'zz'])('accepts %s', (segment) => {
    expect(isCountrySegment(segment)).toBe(true);
  });

  it.each([
    ['SG', 'upper-case: one canonical URL per page'],
    ['Sg', 'mixed case'],
    ['s', 'one letter'],
    ['sgp', 'three letters'],
    ['s1', 'digit'],
    ['', 'empty'],
    ['s-', 'punctuation'],
    ['sg ', 'trailing space'],
    ['éa', 'non-ASCII letter'],
  ])('rejects %j (%s)', (segment) => {
    expect(isCountrySegment(segment)).toBe(false);
  });

  it.each([null, undefined, 12])('rejects non-strings (%j)', (value) => {
    expect(isCountrySegment(value)).toBe(false);
  });
});

describe('isLanguage (SPEC §5: ar, zh-hans, en, vi)', () => {
  it.each(['ar', 'zh-hans', 'en', 'vi'])('accepts %s', (language) => {
    expect(isLanguage(language)).toBe(true);
  });

  it.each(['EN', 'zh-Hans', 'zh', 'zh-hant', 'zh_hans', 'fr', 'en-us', '', 'english', ' en'])(
    'rejects %j',
    (language) => {
      expect(isLanguage(language)).toBe(false);
    },
  );

  it.each([null, undefined, 1])('rejects non-strings (%j)', (value) => {
    expect(isLanguage(value)).toBe(false);
  });
});
