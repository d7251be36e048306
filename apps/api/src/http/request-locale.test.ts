import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage } from './request-locale';

describe('parseAcceptLanguage', () => {
  it('takes the store client’s exact languages', () => {
    expect(parseAcceptLanguage('en')).toBe('en');
    expect(parseAcceptLanguage('ar')).toBe('ar');
    expect(parseAcceptLanguage('zh-hans')).toBe('zh-hans');
    expect(parseAcceptLanguage('vi')).toBe('vi');
  });

  it('reads a browser’s weighted list and regional tags', () => {
    expect(parseAcceptLanguage('vi-VN,vi;q=0.9,en;q=0.8')).toBe('vi');
    expect(parseAcceptLanguage('fr-FR,fr;q=0.9,zh-Hans-SG;q=0.8,en;q=0.7')).toBe('zh-hans');
    expect(parseAcceptLanguage('en;q=0.2, ar-AE;q=0.9')).toBe('ar');
    expect(parseAcceptLanguage('EN-us')).toBe('en');
  });

  it('falls back to English for nothing, wildcards, unknown or refused languages', () => {
    expect(parseAcceptLanguage(undefined)).toBe('en');
    expect(parseAcceptLanguage('*')).toBe('en');
    expect(parseAcceptLanguage('de-DE,fr;q=0.5')).toBe('en');
    expect(parseAcceptLanguage('vi;q=0, de')).toBe('en');
    // `zh-hant` is not `zh-hans`, and `zh` alone does not say which script.
    expect(parseAcceptLanguage('zh-Hant,zh')).toBe('en');
  });
});
