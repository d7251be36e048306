import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in the page language, falling back to the server name', () => {
    const sg = { code: 'sg', name: 'Singapore' } as Parameters<typeof countryName>[0];
    expect(countryName(sg, 'en')).toBe('Singapore');
    expect(countryName(sg, 'zh-hans')).toBe('新加坡');
  });
});
