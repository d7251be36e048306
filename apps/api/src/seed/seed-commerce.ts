import type { Database } from '../db/database';
import {
  giftCardValues,
  giftCards,
  promoAmounts,
  promoRuleAmounts,
  promoRules,
  promos,
  shippingRules,
  workshopServicePrices,
  workshopServices,
} from '../db/schema';
import type { PartialPrices, SeedData, StoreCurrencyCode } from './data/types';
import type { CatalogueIds } from './seed-catalogue';
import { idsByKey, insertInChunks, must } from './seed-ids';

const entries = (prices: PartialPrices | null) =>
  Object.entries(prices ?? {}).filter((e): e is [StoreCurrencyCode, number] => typeof e[1] === 'number');

/** Shipping rules, promotions, workshop services and gift cards. */
export async function seedCommerce(db: Database, data: SeedData, ids: CatalogueIds): Promise<void> {
  await insertInChunks(
    data.shippingRules.map((r) => ({
      country: r.country,
      method: r.method,
      name: r.name,
      description: r.description,
      currency: r.currency,
      price: r.priceMinor,
      freeOver: r.freeOverMinor,
      minDays: r.minDays,
      maxDays: r.maxDays,
      sortOrder: r.order,
    })),
    (chunk) => db.insert(shippingRules).values(chunk).onConflictDoNothing(),
  );

  await insertInChunks(
    data.promos.map((p) => ({
      code: p.code,
      description: p.description,
      kind: p.kind,
      percent: p.percent,
      countries: [...p.countries],
      currencies: p.currencies ? [...p.currencies] : null,
      startsAt: p.startsAt ? new Date(p.startsAt) : null,
      endsAt: p.endsAt ? new Date(p.endsAt) : null,
      usageLimit: p.usageLimit,
      perCustomerLimit: p.perCustomerLimit,
      appliesTo: p.appliesTo,
      tiers: p.tiers ? [...p.tiers] : null,
      freeGiftProductId: p.freeGift ? must(ids.products, p.freeGift.productSlug, 'product') : null,
      freeGiftVariantId: p.freeGift ? must(ids.variants, p.freeGift.variantSku, 'variant') : null,
      freeGiftQuantity: p.freeGift?.quantity ?? null,
    })),
    // The unique index is on upper(code), so no column target: any conflict means "exists".
    (chunk) => db.insert(promos).values(chunk).onConflictDoNothing(),
  );
  const promoIds = await idsByKey(
    db,
    promos,
    promos.code,
    promos.id,
    data.promos.map((p) => p.code),
  );
  await insertInChunks(
    data.promos.flatMap((p) => {
      const currencies = new Set([...entries(p.amounts), ...entries(p.minSpend)].map(([c]) => c));
      return [...currencies].map((currency) => ({
        promoId: must(promoIds, p.code, 'promo'),
        currency,
        amountOff: p.amounts?.[currency] ?? null,
        minSpend: p.minSpend?.[currency] ?? null,
      }));
    }),
    (chunk) => db.insert(promoAmounts).values(chunk).onConflictDoNothing(),
  );

  await insertInChunks(
    data.promoRules.map((r) => ({
      key: r.key,
      productType: r.type,
      name: r.name,
      description: r.description,
      minQuantity: r.minQuantity,
      kind: r.kind,
      percent: r.percent,
    })),
    (chunk) => db.insert(promoRules).values(chunk).onConflictDoNothing(),
  );
  const ruleIds = await idsByKey(
    db,
    promoRules,
    promoRules.key,
    promoRules.id,
    data.promoRules.map((r) => r.key),
  );
  await insertInChunks(
    data.promoRules.flatMap((r) =>
      entries(r.amounts).map(([currency, amount]) => ({
        ruleId: must(ruleIds, r.key, 'promo rule'),
        currency,
        amount,
      })),
    ),
    (chunk) => db.insert(promoRuleAmounts).values(chunk).onConflictDoNothing(),
  );

  await insertInChunks(
    data.workshopServices.map((s) => ({
      id: s.id,
      code: s.code,
      itemFeedId: s.itemFeedId,
      name: s.name,
      description: s.description,
      durationMinutes: s.durationMinutes,
      capacityPerSlot: s.capacityPerSlot,
      maxGuests: s.maxGuests,
      openingDays: [...s.openingDays],
      image: s.image,
      sortOrder: s.order,
    })),
    (chunk) => db.insert(workshopServices).values(chunk).onConflictDoNothing(),
  );
  await insertInChunks(
    data.workshopServices.flatMap((s) =>
      entries(s.prices).map(([currency, amount]) => ({ serviceId: s.id, currency, amount })),
    ),
    (chunk) => db.insert(workshopServicePrices).values(chunk).onConflictDoNothing(),
  );

  await insertInChunks(
    (Object.entries(data.giftCardValues) as [StoreCurrencyCode, readonly number[]][]).flatMap(
      ([currency, values]) => values.map((amount) => ({ currency, amount })),
    ),
    (chunk) => db.insert(giftCardValues).values(chunk).onConflictDoNothing(),
  );
  await insertInChunks(
    data.giftCards.map((g) => ({
      code: g.code,
      currency: g.currency,
      initialValue: g.initialValue,
      balance: g.balance,
      status: g.status,
      expiresAt: g.expiresAt ? new Date(g.expiresAt) : null,
      recipientEmail: g.recipientEmail,
    })),
    (chunk) => db.insert(giftCards).values(chunk).onConflictDoNothing(),
  );
}
