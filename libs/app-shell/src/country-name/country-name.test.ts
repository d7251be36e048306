import { describe, expect, it } from 'vitest';
import { countryName, takeCountryNames } from './country-name';

describe('countryName', () => {
  it('names a country in the page language, falling back to the server name', () => {
    const sg = { code: 'sg', name: 'Singapore' } as Parameters<typeof countryName>[0];
    expect(countryName(sg, 'en')).toBe('Singapore');
    expect(countryName(sg, 'zh-hans')).toBe('新加坡');
  });

  it('uses the names a server-rendered page was drawn with, in that language only', () => {
    const ae = { code: 'ae', name: 'United Arab Emirates' } as Parameters<typeof countryName>[0];
    takeCountryNames('ar', { ae: 'الإمارات (من الخادم)' });
    expect(countryName(ae, 'ar')).toBe('الإمارات (من الخادم)');
    expect(countryName(ae, 'en')).toBe('United Arab Emirates');
  });
});
