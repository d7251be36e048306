import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ACCEPTED_LANGUAGES,
  MEMBERSHIP_TIERS,
  PRODUCT_DETAIL_ROUTE_TYPES,
  SCENT_MOODS,
  isProductTypeName,
} from '@atelier/commerce/enums';
import { isValidExchangeRate } from '@atelier/commerce/exchange';
import { isEmail } from '@atelier/commerce/validation';
import { WORKSHOP_SERVICES } from '@atelier/commerce/workshops';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_FOR_ROUTE, seedData } from '.';
import { pricesFromSgd } from './pricing';
import { STORE_COUNTRY_CODES, STORE_CURRENCY_CODES, type SeedQuestion } from './types';

const ASSETS = fileURLToPath(new URL('../../../assets/', import.meta.url));
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const { products, tags, collections } = seedData;
const productBySlug = new Map(products.map((p) => [p.slug, p]));
const tagSlugs = new Set(tags.map((t) => t.slug));

/** Every object shaped like a Localized text, wherever it sits in the data. */
function localizedTexts(value: unknown, path = 'seedData'): [string, Record<string, unknown>][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => localizedTexts(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if ('en' in record && 'vi' in record) return [[path, record]];
  return Object.entries(record).flatMap(([key, item]) => localizedTexts(item, `${path}.${key}`));
}

function mediaFile(path: string): string {
  return `${ASSETS}${path.replace(/^\/media\//, '')}`;
}

describe('seed data', () => {
  it('writes every shopper-facing text in all four languages', () => {
    const texts = localizedTexts(seedData);
    expect(texts.length).toBeGreaterThan(400);
    for (const [path, text] of texts) {
      expect(Object.keys(text).sort(), path).toEqual([...ACCEPTED_LANGUAGES].sort());
      for (const language of ACCEPTED_LANGUAGES) {
        expect(
          typeof text[language] === 'string' && (text[language] as string).trim().length > 0,
          `${path}.${language}`,
        ).toBe(true);
      }
    }
  });

  it('has the five countries, their currencies and valid exchange rates', () => {
    expect(seedData.countries.map((c) => c.code)).toEqual([...STORE_COUNTRY_CODES]);
    expect(seedData.currencies.map((c) => c.code)).toEqual([...STORE_CURRENCY_CODES]);
    for (const country of seedData.countries) expect(country.languages[0]).toBe(country.defaultLanguage);
    for (const rate of seedData.exchangeRates)
      expect(isValidExchangeRate(rate.rateToSgd), rate.currency).toBe(true);
    expect(pricesFromSgd(68)).toEqual({ SGD: 6800, USD: 5000, VND: 1_320_000, KRW: 70_000, AED: 18500 });
  });

  it('keeps product slugs and skus unique and well-formed', () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    const skus = products.flatMap((p) => [p.sku, ...p.variants.map((v) => v.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
    for (const product of products) {
      expect(product.slug).toMatch(SLUG);
      expect(isProductTypeName(product.type), product.slug).toBe(true);
      if (product.routeType)
        expect(PRODUCT_TYPE_FOR_ROUTE[product.routeType], product.slug).toBe(product.type);
    }
  });

  it('has at least two products per product-detail route type', () => {
    for (const routeType of PRODUCT_DETAIL_ROUTE_TYPES) {
      expect(products.filter((p) => p.routeType === routeType).length, routeType).toBeGreaterThanOrEqual(2);
    }
    for (const type of [
      'perfume_100ml',
      'limited_edition',
      'best_seller',
      'premade',
      'gift_box',
      'discovery_box',
      'gift_wrap',
    ] as const) {
      expect(
        products.some((p) => p.type === type),
        type,
      ).toBe(true);
    }
  });

  it('prices every variant in every store currency as integer minor units', () => {
    for (const product of products) {
      expect(product.variants.length, product.slug).toBeGreaterThan(0);
      for (const variant of product.variants) {
        for (const prices of [variant.prices, variant.compareAtPrices ?? variant.prices]) {
          expect(Object.keys(prices).sort()).toEqual([...STORE_CURRENCY_CODES].sort());
          for (const amount of Object.values(prices))
            expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        }
        if (variant.compareAtPrices) expect(variant.compareAtPrices.SGD).toBeGreaterThan(variant.prices.SGD);
        expect(Number.isInteger(variant.stock) && variant.stock >= 0).toBe(true);
      }
    }
  });

  it('sells ready-made perfumes in 30ml and/or 100ml and has sold-out products', () => {
    const perfumes = products.filter((p) =>
      ['premade', 'best_seller', 'limited_edition', 'perfume_100ml'].includes(p.type),
    );
    for (const perfume of perfumes) {
      for (const variant of perfume.variants) expect(['30ml', '100ml']).toContain(variant.size);
    }
    const soldOut = products.filter((p) => p.variants.every((v) => v.stock === 0));
    expect(soldOut.length).toBeGreaterThanOrEqual(1);
    expect(soldOut.length).toBeLessThanOrEqual(2);
  });

  it('references existing tags, collections, products, variants and images', () => {
    const collectionSlugs = new Set(collections.map((c) => c.slug));
    for (const product of products) {
      for (const tag of product.tags) expect(tagSlugs.has(tag), `${product.slug} tag ${tag}`).toBe(true);
      for (const collection of product.collections)
        expect(collectionSlugs.has(collection), `${product.slug} ${collection}`).toBe(true);
      for (const related of product.related)
        expect(productBySlug.has(related), `${product.slug} → ${related}`).toBe(true);
      expect(product.images.filter((image) => image.type === 'main')).toHaveLength(1);
      for (const image of product.images) expect(existsSync(mediaFile(image.path)), image.path).toBe(true);
      for (const item of product.bundle ?? []) {
        const inside = productBySlug.get(item.productSlug);
        expect(inside, `${product.slug} bundles ${item.productSlug}`).toBeDefined();
        if (item.variantSku) expect(inside?.variants.map((v) => v.sku)).toContain(item.variantSku);
      }
      const isBundle = ['gift_bundle', 'gift_box', 'discovery_box'].includes(product.type);
      expect(product.bundle !== null, `${product.slug} bundle`).toBe(isBundle);
      expect(product.diaryEdition !== null, `${product.slug} diary edition`).toBe(
        product.type === 'scent_diary',
      );
      if (product.diaryEdition) expect(product.diaryEdition.slug).toMatch(SLUG);
    }
    for (const image of seedData.bottleImages)
      expect(existsSync(mediaFile(image.path)), image.path).toBe(true);
    for (const service of seedData.workshopServices) {
      if (service.image) expect(existsSync(mediaFile(service.image)), service.image).toBe(true);
    }
  });

  it('gives every product its own pictures, and every picture a CMS page names a file', () => {
    // No two products share a picture (each has a set, a close view and a scale view).
    const paths = products.flatMap((product) => product.images.map((image) => image.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const product of products) {
      expect(product.images.filter((image) => image.type === 'gallery').length, product.slug).toBeGreaterThanOrEqual(2);
    }
    // Any /media/ path in a page's blocks or SEO image (hero, image, image_text pictures).
    const named = JSON.stringify(seedData.cmsPages).match(/\/media\/[^"]+/g) ?? [];
    expect(named.length).toBeGreaterThan(0);
    for (const path of new Set(named)) expect(existsSync(mediaFile(path)), path).toBe(true);
  });

  it('has a store quiz and an acme quiz whose answers point at known tags', () => {
    const quiz = (partnership: string | null): readonly SeedQuestion[] =>
      seedData.questions.filter((q) => q.partnership === partnership);
    expect(quiz(null).length).toBeGreaterThanOrEqual(5);
    expect(quiz(null).length).toBeLessThanOrEqual(6);
    expect(quiz('acme')).toHaveLength(3);
    const answerKeys = seedData.questions.flatMap((q) => q.answers.map((a) => a.key));
    expect(new Set(answerKeys).size).toBe(answerKeys.length);
    for (const question of seedData.questions) {
      for (const answer of question.answers) {
        for (const slug of answer.tags) {
          const tag = tags.find((t) => t.slug === slug);
          expect(tag, `${answer.key} → ${slug}`).toBeDefined();
          expect([null, question.partnership]).toContain(tag?.partnership);
        }
      }
    }
    expect(new Set(seedData.questions.flatMap((q) => q.answers.map((a) => a.gender)))).toEqual(
      new Set([null, 'Female', 'Male', 'Neutral']),
    );
    expect(
      tags.filter((t) => t.group === 'scent_family' && t.quiz && t.partnership === null).length,
    ).toBeGreaterThanOrEqual(6);
    expect(tags.some((t) => t.partnership === 'acme')).toBe(true);
    expect(seedData.partners.map((p) => p.slug)).toEqual(['acme']);
  });

  it('has one personality per mood in each quiz, recommending existing products', () => {
    for (const partnership of [null, 'acme']) {
      const moods = seedData.personalities.filter((p) => p.partnership === partnership).map((p) => p.mood);
      expect(moods.sort()).toEqual(SCENT_MOODS.map((m) => m.id));
    }
    for (const personality of seedData.personalities) {
      for (const slug of personality.recommendedProducts) expect(productBySlug.has(slug), slug).toBe(true);
    }
  });

  it('has the store and business CMS pages for every country and language, and two drafts', () => {
    const published = seedData.cmsPages.filter((p) => p.status === 'published');
    const pairs = seedData.countries.flatMap((c) => c.languages.map((l) => `${c.code}-${l}`));
    expect(pairs).toEqual(
      ['sg', 'us', 'vn', 'kr', 'ae'].flatMap((country) => {
        const first = country === 'vn' ? 'vi' : country === 'ae' ? 'ar' : 'en';
        return [first, ...['en', 'ar', 'zh-hans', 'vi'].filter((l) => l !== first)].map((l) => `${country}-${l}`);
      }),
    );
    for (const pair of pairs) {
      const slugs = published.filter((p) => `${p.country}-${p.language}` === pair).map((p) => p.slug);
      expect(slugs.sort(), pair).toEqual([
        'business-product-compact-diffuser',
        'business-product-oil-refill-500ml',
        'business-product-scent-machine-500',
        'business-scenting',
        'business-sustainability',
        'faq',
        'home',
        'perfume-best-creations',
        'press-release-business-scenting-launch',
        'press-release-dubai-showroom',
        'press-release-refill-programme',
        'shipping-information',
        'success-story-hive-commons-seoul',
        'success-story-maison-linh-flagship',
        'success-story-orchid-house-hotel',
        'terms-conditions',
      ]);
    }
    for (const page of seedData.cmsPages) {
      const ids = page.blocks.map((b) => b.id);
      expect(new Set(ids).size, `${page.slug}-${page.country}-${page.language}`).toBe(ids.length);
      expect(JSON.stringify(page)).not.toContain('undefined');
    }
    expect(seedData.cmsPages.filter((p) => p.status === 'draft').map((p) => p.slug)).toEqual([
      'spring-launch',
      'business-sustainability',
    ]);
  });

  it('has the three shipping methods per country, in the country currency', () => {
    for (const country of seedData.countries) {
      const rules = seedData.shippingRules.filter((r) => r.country === country.code);
      expect(rules.map((r) => r.methodName)).toEqual(['Self Collect', 'Express', 'Standard']);
      for (const rule of rules) expect(rule.currency).toBe(country.currency);
      expect(rules.find((r) => r.method === 'standard')?.freeOverMinor).toBeGreaterThan(0);
    }
  });

  it('has the promo codes the flows need', () => {
    const codes = seedData.promos.map((p) => p.code);
    for (const code of [
      'WELCOME10',
      'SAVE15',
      'EXPIRED5',
      'ONCE',
      'FREEGIFT',
      'ATELIERGUEST',
      'VIPATELIERGUEST',
    ]) {
      expect(codes).toContain(code);
    }
    for (const promo of seedData.promos) {
      expect(promo.code).toMatch(/^[A-Za-z0-9_-]{2,40}$/);
      if (promo.freeGift) {
        expect(productBySlug.get(promo.freeGift.productSlug)?.variants.map((v) => v.sku)).toContain(
          promo.freeGift.variantSku,
        );
      }
    }
    const expired = seedData.promos.find((p) => p.code === 'EXPIRED5');
    expect(Date.parse(expired?.endsAt ?? '')).toBeLessThan(Date.parse('2026-01-01T00:00:00Z'));
  });

  it('has the seven workshop services of SPEC §3', () => {
    expect(seedData.workshopServices.map((s) => [s.id, s.code])).toEqual(
      WORKSHOP_SERVICES.map((s) => [s.id, s.code]),
    );
    for (const service of seedData.workshopServices) {
      expect(service.durationMinutes % 30).toBe(0);
      expect(service.maxGuests).toBeLessThanOrEqual(service.capacityPerSlot);
    }
  });

  it('has one demo member per tier and well-formed gift cards', () => {
    expect(seedData.members.map((m) => m.tier)).toEqual([...MEMBERSHIP_TIERS]);
    for (const member of seedData.members) expect(isEmail(member.email)).toBe(true);
    for (const card of seedData.giftCards) {
      expect(card.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect(card.balance).toBeLessThanOrEqual(card.initialValue);
    }
  });
});
