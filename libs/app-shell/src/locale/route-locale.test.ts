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

  it('refuses countries we do not sell in and languages a country does not offer', () => {
    expect(resolveLocale('/zz/', config)).toEqual({ ok: false, reason: 'country', segment: 'zz' });
    expect(resolveLocale('/us/ar/', config)).toEqual({ ok: false, reason: 'language', segment: 'ar' });
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
