import { describe, expect, it } from 'vitest';
import { areaOf, isDraftPath, parsePath } from './parse-path';

describe('parsePath', () => {
  describe('country and optional language', () => {
    it.each([
      ['/sg', 'sg', null, []],
      ['/sg/', 'sg', null, []],
      ['/sg/en', 'sg', 'en', []],
      ['/sg/cart', 'sg', null, ['cart']],
      ['/vn/vi/product/perfume_oil/12', 'vn', 'vi', ['product', 'perfume_oil', '12']],
      ['/ae/ar/checkout', 'ae', 'ar', ['checkout']],
      ['/sg/zh-hans/gift-cards', 'sg', 'zh-hans', ['gift-cards']],
      ['/us/pay', 'us', null, ['pay']],
      ['/us/faq', 'us', null, ['faq']],
      ['sg/en/cart', 'sg', 'en', ['cart']],
      ['//sg//en//cart//', 'sg', 'en', ['cart']],
      ['/sg/en/checkout?step=cart#top', 'sg', 'en', ['checkout']],
      ['/sg/product/scent_diary/7/refill', 'sg', null, ['product', 'scent_diary', '7', 'refill']],
    ])('%s → country %s, language %s, rest %j', (path, country, language, rest) => {
      expect(parsePath(path)).toMatchObject({ ok: true, country, language, rest });
    });

    it('decodes rest segments and keeps malformed escapes as typed', () => {
      expect(parsePath('/sg/en/gift/scent%20diary/%E0%A4%A')).toMatchObject({
        ok: true,
        rest: ['gift', 'scent diary', '%E0%A4%A'],
      });
    });
  });

  describe('invalid paths say which segment is bad', () => {
    it.each([
      ['/', 'country', ''],
      ['', 'country', ''],
      ['/SG/en', 'country', 'SG'],
      ['/sgp/en', 'country', 'sgp'],
      ['/s1/en', 'country', 's1'],
      ['/cart', 'country', 'cart'],
      ['/sg/fr', 'language', 'fr'],
      ['/sg/EN/cart', 'language', 'EN'],
      ['/sg/zh-hant/cart', 'language', 'zh-hant'],
      ['/sg/zh-Hans', 'language', 'zh-Hans'],
      ['/sg/en-us/cart', 'language', 'en-us'],
      ['/sg/zh_hans', 'language', 'zh_hans'],
    ])('%j → bad %s %j', (path, invalid, segment) => {
      expect(parsePath(path)).toEqual({ ok: false, invalid, segment });
    });
  });

  describe('area (business when the first segment after country/language is business-scenting)', () => {
    it.each([
      ['/sg/business-scenting', 'business'],
      ['/sg/business-scenting/', 'business'],
      ['/sg/en/business-scenting/success-stories', 'business'],
      ['/vn/vi/business-scenting/product/3', 'business'],
      ['/sg/en/business-scenting/contact', 'business'],
      ['/sg', 'store'],
      ['/sg/en/cart', 'store'],
      ['/sg/en/business-scenting-tips', 'store'],
      ['/sg/en/blog/business-scenting', 'store'],
      ['/sg/en/Business-Scenting', 'store'],
      ['/', 'store'],
      ['/SG/business-scenting', 'store'],
      ['/sg/fr/business-scenting', 'store'],
    ])('%s → %s', (path, area) => {
      expect(areaOf(path)).toBe(area);
      const parsed = parsePath(path);
      if (parsed.ok) expect(parsed.area).toBe(area);
    });
  });

  describe('draft (some segment after country/language equals "draft")', () => {
    it.each([
      ['/sg/draft/about-us', true],
      ['/sg/en/draft/about-us', true],
      ['/sg/en/pages/draft', true],
      ['/sg/en/business-scenting/draft/x', true],
      ['/sg/en/about-us', false],
      ['/sg/en/draft-beer-candle', false],
      ['/sg/en/Draft/about-us', false],
      ['/sg/en/drafts', false],
      ['/sg/en/about-us?draft=1', false],
      ['/draft', false],
    ])('%s → %s', (path, draft) => {
      expect(isDraftPath(path)).toBe(draft);
    });
  });
});
