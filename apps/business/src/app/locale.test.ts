import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRIES, type AppConfig } from '@atelier/app-shell/app-config';
import { businessPath, fallbackLocale, resolveBusinessPath, storePath, switchLocalePath } from './locale';

const config: AppConfig = { publicOrigin: '', sentryDsn: null, gtmId: null, countries: DEFAULT_COUNTRIES };

describe('business locale', () => {
  it('reads country, language and the page after the business base', () => {
    const resolved = resolveBusinessPath('/ae/ar/business-scenting/contact', config);
    expect(resolved).toMatchObject({ ok: true, rest: ['contact'] });
    if (!resolved.ok) return;
    expect(resolved.locale).toMatchObject({
      country: 'ae',
      language: 'ar',
      dir: 'rtl',
      htmlLang: 'ar-AE',
      fontClass: null,
    });
    expect(resolveBusinessPath('/vn/business-scenting', config)).toMatchObject({
      ok: true,
      locale: { language: 'vi', fontClass: 'font-open-sans' },
    });
  });

  it('refuses unknown countries and languages', () => {
    expect(resolveBusinessPath('/zz/business-scenting', config)).toEqual({
      ok: false,
      reason: 'country',
      segment: 'zz',
    });
    // Every country takes the four languages unless configured to fewer (SPEC §2).
    expect(resolveBusinessPath('/us/vi/business-scenting', config)).toMatchObject({
      ok: true,
      locale: { country: 'us', language: 'vi', htmlLang: 'vi-US' },
    });
    const englishOnly: AppConfig = {
      ...config,
      countries: config.countries.map((c) => (c.code === 'us' ? { ...c, languages: ['en'] } : c)),
    };
    expect(resolveBusinessPath('/us/vi/business-scenting', englishOnly)).toEqual({
      ok: false,
      reason: 'language',
      segment: 'vi',
    });
    expect(resolveBusinessPath('/sg/fr/business-scenting', config)).toEqual({
      ok: false,
      reason: 'language',
      segment: 'fr',
    });
  });

  it('builds paths without the default language segment', () => {
    const sg = resolveBusinessPath('/sg/en/business-scenting', config);
    if (!sg.ok) throw new Error('expected a valid path');
    expect(businessPath(sg.locale, 'press-releases')).toBe('/sg/business-scenting/press-releases');
    expect(storePath(sg.locale, 'faq')).toBe('/sg/faq');
  });

  it('switches locale on the same page', () => {
    expect(
      switchLocalePath(
        { pathname: '/sg/business-scenting/contact', search: '?from=ad', hash: '' },
        { country: 'vn', language: 'en' },
        config,
      ),
    ).toBe('/vn/en/business-scenting/contact?from=ad');
  });

  it('falls back to the stored country for broken paths', () => {
    const storage = { getItem: (key: string) => ({ country: 'ae', language: 'en' })[key] ?? null };
    expect(fallbackLocale('/zz9/business-scenting', config, storage)).toMatchObject({
      country: 'ae',
      language: 'en',
    });
    expect(fallbackLocale('/zz9/business-scenting', config, null)).toMatchObject({
      country: 'sg',
      language: 'en',
    });
  });
});
