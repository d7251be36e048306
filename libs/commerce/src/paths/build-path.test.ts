import { describe, expect, it } from 'vitest';
import { buildPath } from './build-path';
import { parsePath } from './parse-path';

describe('buildPath', () => {
  it.each([
    [{ country: 'sg' }, '/sg'],
    [{ country: 'sg', language: 'en' as const }, '/sg/en'],
    [{ country: 'sg', language: null, rest: ['cart'] }, '/sg/cart'],
    [
      { country: 'vn', language: 'vi' as const, rest: ['product', 'perfume_oil', '12'] },
      '/vn/vi/product/perfume_oil/12',
    ],
    [
      { country: 'sg', language: 'zh-hans' as const, rest: ['business-scenting'] },
      '/sg/zh-hans/business-scenting',
    ],
    [{ country: 'sg', rest: ['gift', 'scent diary', 'a/b'] }, '/sg/gift/scent%20diary/a%2Fb'],
    [{ country: 'sg', language: 'en' as const, rest: ['fr'] }, '/sg/en/fr'],
  ])('%j → %s', (parts, path) => {
    expect(buildPath(parts)).toBe(path);
  });

  it.each([
    [{ country: 'SG' }, /"SG" is not a country segment/],
    [{ country: 'sgp' }, /not a country segment/],
    [{ country: 'sg', language: 'fr' as never }, /"fr" is not an accepted language/],
    [{ country: 'sg', rest: ['cart', ''] }, /non-empty/],
    [{ country: 'sg', rest: ['en'] }, /"en" would be read as a language/],
    [{ country: 'sg', rest: ['fr', 'x'] }, /"fr" would be read as a language/],
  ])('rejects %j', (parts, message) => {
    expect(() => buildPath(parts)).toThrow(message);
  });

  it.each([
    '/sg',
    '/sg/en',
    '/sg/cart',
    '/vn/vi/product/scent_diary/7/refill',
    '/sg/zh-hans/business-scenting/press-releases',
    '/sg/en/gift/scent%20diary',
  ])('round-trips %s through parsePath', (path) => {
    const parsed = parsePath(path);
    if (!parsed.ok) throw new Error(`expected ${path} to parse`);
    expect(buildPath(parsed)).toBe(path);
  });
});
