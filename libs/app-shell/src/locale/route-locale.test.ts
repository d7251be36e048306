import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRIES } from '../app-config/app-config';
import { fallbackLocale, pathIn, resolveLocale } from './route-locale';

const config = { publicOrigin: 'http://shop.test', sentryDsn: null, gtmId: null, countries: DEFAULT_COUNTRIES };
const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('resolveLocale', () => {
  it('resolves a country, its language, direction, font class and currency from the path', () => {
    const resolved = resolveLocale('/ae/ar/business-scenting/contact', config);
    expect(resolved).toMatchObject({ ok: true, area: 'business', rest: ['business-scenting', 'contact'] });
    if (!resolved.ok) throw new Error('expected a locale');
    expect(resolved.locale).toMatchObject({ country: 'ae', language: 'ar', dir: 'rtl', currency: 'aed', htmlLang: 'ar-AE' });
    const vn = resolveLocale('/vn/', config);
    expect(vn.ok && vn.locale).toMatchObject({ language: 'vi', fontClass: 'font-open-sans', pathLanguage: null });
  });

  it('takes the four languages in every country, priced in the country\'s currency (SPEC §2)', () => {
    for (const [path, language, currency, dir] of [
      ['/us/ar/', 'ar', 'usd', 'rtl'],
      ['/kr/vi/cart', 'vi', 'krw', 'ltr'],
      ['/ae/zh-hans/', 'zh-hans', 'aed', 'ltr'],
      ['/vn/ar/', 'ar', 'vnd', 'rtl'],
    ] as const) {
      const resolved = resolveLocale(path, config);
      expect(resolved.ok && resolved.locale, path).toMatchObject({ language, currency, dir });
    }
  });

  it('refuses countries we do not sell in and languages a country is configured without', () => {
    expect(resolveLocale('/zz/', config)).toEqual({ ok: false, reason: 'country', segment: 'zz' });
    const englishOnly = {
      ...config,
      countries: config.countries.map((c) => (c.code === 'us' ? { ...c, languages: ['en' as const] } : c)),
    };
    expect(resolveLocale('/us/ar/', englishOnly)).toEqual({ ok: false, reason: 'language', segment: 'ar' });
    expect(resolveLocale('/us/en/', englishOnly).ok).toBe(true);
  });
});

describe('fallbackLocale', () => {
  it('prefers the path, then storage, then Singapore', () => {
    expect(fallbackLocale('/vn/en/nope', config, null)).toMatchObject({ country: 'vn', language: 'en' });
    expect(fallbackLocale('/zz9/', config, storage({ country: 'ae', language: 'en' }))).toMatchObject({
      country: 'ae',
      language: 'en',
    });
    expect(fallbackLocale('/zz9/', config, storage({ country: 'undefined' }))).toMatchObject({ country: 'sg', language: 'en' });
  });
});

describe('pathIn', () => {
  it('leaves out the default language', () => {
    const sg = resolveLocale('/sg/en/', config);
    const zh = resolveLocale('/sg/zh-hans/', config);
    if (!sg.ok || !zh.ok) throw new Error('expected locales');
    expect(pathIn(sg.locale, 'cart')).toBe('/sg/cart');
    expect(pathIn(zh.locale, 'cart')).toBe('/sg/zh-hans/cart');
  });
});
