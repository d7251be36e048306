import { describe, expect, it } from 'vitest';
import { hreflangFor, htmlLangAttr, languageTag } from './language-tags';

describe('BCP-47 tags', () => {
  it.each([
    ['en', 'en'],
    ['ar', 'ar'],
    ['zh-hans', 'zh-Hans'],
    ['vi', 'vi'],
  ] as const)('languageTag(%s) = %s', (language, tag) => {
    expect(languageTag(language)).toBe(tag);
  });

  it.each([
    ['en', 'sg', 'en-SG'],
    ['zh-hans', 'sg', 'zh-Hans-SG'],
    ['ar', 'ae', 'ar-AE'],
    ['vi', 'vn', 'vi-VN'],
    ['en', 'US', 'en-US'],
  ] as const)('hreflangFor(%s, %s) = %s', (language, country, tag) => {
    expect(hreflangFor(language, country)).toBe(tag);
  });

  it.each([
    ['zh-hans', 'sg', undefined, 'zh-Hans-SG'],
    ['ar', 'ae', undefined, 'ar-AE'],
    [null, 'sg', undefined, 'en-SG'],
    [null, 'vn', 'vi', 'vi-VN'],
    ['en', 'vn', 'vi', 'en-VN'],
  ] as const)('htmlLangAttr(%s, %s, default %s) = %s', (language, country, fallback, tag) => {
    expect(htmlLangAttr(language, country, fallback)).toBe(tag);
  });
});
