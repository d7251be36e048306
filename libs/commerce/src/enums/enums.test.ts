import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_LANGUAGES,
  BOTTLE_COLOURS,
  BUSINESS_ROUTE_NAMES,
  CAP_COLOURS,
  CONSUMER_ROUTE_NAMES,
  GENDERS,
  LABEL_FONTS,
  LABEL_SIDES,
  MEMBERSHIP_TIERS,
  PERFUME_SIZES,
  PRODUCT_DETAIL_ROUTE_TYPES,
  PRODUCT_TYPE_NAMES,
  SCENT_MOODS,
  isMembershipTier,
  isProductDetailRouteType,
  isProductTypeName,
  productDetailSegmentCount,
  scentMoodById,
} from './index';

describe('SPEC §3 enumerations', () => {
  it.each([
    ['bottle colours', BOTTLE_COLOURS, ['black', 'clear']],
    ['cap colours', CAP_COLOURS, ['black', 'gold', 'white']],
    [
      'label fonts',
      LABEL_FONTS,
      ['Jost', 'Playfair Display', 'Dancing Script', 'Balsamiq Sans', 'Permanent Marker', 'Nunito'],
    ],
    ['label sides', LABEL_SIDES, ['front', 'back']],
    ['perfume sizes', PERFUME_SIZES, ['100ml', '30ml']],
    ['genders', GENDERS, ['Female', 'Male', 'Neutral']],
    ['membership tiers', MEMBERSHIP_TIERS, ['silver', 'gold', 'black']],
    ['accepted languages', ACCEPTED_LANGUAGES, ['en', 'ar', 'zh-hans', 'vi']],
  ])('%s', (_name, values, expected) => {
    expect(values).toEqual(expected);
  });

  it('scent moods have id, name and time of day', () => {
    expect(SCENT_MOODS).toEqual([
      { id: 0, name: 'fresh', timeOfDay: 'day' },
      { id: 1, name: 'elegant', timeOfDay: 'day' },
      { id: 2, name: 'seductive', timeOfDay: 'night' },
      { id: 3, name: 'bold', timeOfDay: 'night' },
    ]);
    expect(scentMoodById(2)?.name).toBe('seductive');
    expect(scentMoodById(4)).toBeNull();
  });

  it('lists the 30 product type names, each once', () => {
    expect(PRODUCT_TYPE_NAMES).toHaveLength(30);
    expect(new Set(PRODUCT_TYPE_NAMES).size).toBe(30);
    expect(PRODUCT_TYPE_NAMES).toEqual(
      expect.arrayContaining(['perfume_oil', 'scent_discovery_set4', 'gift_wrap']),
    );
    expect(isProductTypeName('perfume_100ml')).toBe(true);
    expect(isProductTypeName('dual-candles')).toBe(false);
  });

  it.each([
    ['silver', true],
    ['black', true],
    ['platinum', false],
    ['Gold', false],
  ])('isMembershipTier(%j) is %s', (value, expected) => {
    expect(isMembershipTier(value)).toBe(expected);
  });
});

describe('SPEC §2 routes', () => {
  it('lists the product-detail route types in URL spelling', () => {
    expect(PRODUCT_DETAIL_ROUTE_TYPES).toEqual([
      'dual-candles',
      'single-candle',
      'holder',
      'gift-bundle',
      'dual_crayons',
      'dual_crayon_spray',
      'reed_diffuser',
      'perfume_diy',
      'car_diffuser',
      'mini_candles',
      'oil_burner',
      'perfume_oil',
      'home_scent_oil',
      'scent_diary',
    ]);
    expect(isProductDetailRouteType('dual-candles')).toBe(true);
    expect(isProductDetailRouteType('dual_candles')).toBe(false);
  });

  it.each(PRODUCT_DETAIL_ROUTE_TYPES.map((type) => [type, type === 'scent_diary' ? 2 : 1] as const))(
    '%s takes %i segment(s) after the type',
    (type, count) => {
      expect(productDetailSegmentCount(type)).toBe(count);
    },
  );

  it('names the consumer and business routes', () => {
    expect(CONSUMER_ROUTE_NAMES).toHaveLength(18);
    expect(CONSUMER_ROUTE_NAMES).toEqual(
      expect.arrayContaining(['product', 'products', 'perfume-workshop-detail', 'gift-cards', 'pay', 'faq']),
    );
    expect(BUSINESS_ROUTE_NAMES).toEqual([
      'business-scenting',
      'success-stories',
      'custom-page',
      'product',
      'contact',
      'press-releases',
    ]);
  });

  it('keeps every consumer route name clear of the two-letter language shape', () => {
    for (const name of CONSUMER_ROUTE_NAMES) expect(name).not.toMatch(/^[a-z]{2}(?:[-_]|$)/);
  });
});
