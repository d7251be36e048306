import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PRODUCT_TYPE_NAMES } from '@atelier/commerce/enums';
import { createdAt, currencyCode, instant, minorUnits } from './columns';
import { currencies } from './locale';
import type { LocalizedText } from './localized';
import { partners } from './partners';

/** SPEC §3 product type names, kept in the database too so bad rows cannot be written. */
const PRODUCT_TYPES_SQL = sql.raw(PRODUCT_TYPE_NAMES.map((name) => `'${name}'`).join(', '));
export const productTypeCheck = (column: unknown) => sql`${column} in (${PRODUCT_TYPES_SQL})`;

export interface ScentNotes {
  top: LocalizedText;
  heart: LocalizedText;
  base: LocalizedText;
}

export interface DiaryEdition {
  slug: string;
  title: LocalizedText;
  period: string;
}

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** e.g. `scent_family`, `occasion`, `partner_preference`. */
    group: text('group').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    /** Server path under /media/, or null. */
    image: text('image'),
    quiz: boolean('quiz').notNull().default(false),
    /** The partner that owns the tag; null for the store's own tags. */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('tags_group_format', sql`${t.group} ~ '^[a-z][a-z_]{1,39}$'`),
    index('tags_group_idx').on(t.group, t.sortOrder),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** Product-level item_feed_id (variants have their own sku). */
    sku: text('sku').notNull().unique(),
    type: text('type').notNull(),
    /** URL spelling of /product/{type}/{id} (`dual-candles`); null for products without such a route. */
    routeType: text('route_type'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    details: jsonb('details').$type<LocalizedText>(),
    notes: jsonb('notes').$type<ScentNotes>(),
    /** Scent mood ids 0-3 (quiz recommendations). */
    moods: jsonb('moods').$type<number[]>().notNull().default([]),
    genders: jsonb('genders').$type<string[]>().notNull().default([]),
    /** scent_diary only: the edition of the extra path segment. */
    diaryEdition: jsonb('diary_edition').$type<DiaryEdition>(),
    giftable: boolean('giftable').notNull().default(false),
    bestSeller: boolean('best_seller').notNull().default(false),
    limited: boolean('limited').notNull().default(false),
    /** Position in the 'featured' sort (lower first). */
    featuredRank: integer('featured_rank').notNull().default(0),
    /** Hidden products stay in old carts and orders but are no longer sold. */
    active: boolean('active').notNull().default(true),
    /**
     * Raised by every console change of the product's texts, publication or prices: a change
     * made on an older version is refused (409), so two staff never overwrite each other silently.
     * Stock is not versioned (it moves with every order; adjustments are relative).
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_type', productTypeCheck(t.type)),
    check('products_version_positive', sql`${t.version} >= 1`),
    check('products_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('products_type_idx').on(t.type),
  ],
);

/** A product's collections; position 0 is the primary one (Product.collection). */
export const productCollections = pgTable(
  'product_collections',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.collectionId] }),
    index('product_collections_collection_idx').on(t.collectionId),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** Server path under /media/. */
    path: text('path').notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    check('product_images_type', sql`${t.type} in ('main', 'gallery', 'hover', 'thumbnail')`),
    uniqueIndex('product_images_position_uq').on(t.productId, t.position),
    // "Exactly one image per product has type 'main'" (contract ProductImage).
    uniqueIndex('product_images_one_main_uq')
      .on(t.productId)
      .where(sql`${t.type} = 'main'`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Unique across products; also the variant's item_feed_id. */
    sku: text('sku').notNull().unique(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    /** 100ml / 30ml for perfume bottles, else null. */
    size: text('size'),
    /** Units on hand; orders decrement it atomically and it can never go below zero. */
    stock: integer('stock').notNull().default(0),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    check('product_variants_stock_non_negative', sql`${t.stock} >= 0`),
    check('product_variants_size', sql`${t.size} is null or ${t.size} in ('100ml', '30ml')`),
    index('product_variants_product_idx').on(t.productId),
  ],
);

/** One price per variant and currency (prices are set per market, not converted on the fly). */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    amount: minorUnits('amount').notNull(),
    /** Previous price when on sale. */
    compareAtAmount: minorUnits('compare_at_amount'),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.currency] }),
    check('variant_prices_amount_non_negative', sql`${t.amount} >= 0`),
    check('variant_prices_compare_at', sql`${t.compareAtAmount} is null or ${t.compareAtAmount} >= 0`),
  ],
);

/** Contents of bundle-like products (gift bundles, gift boxes, discovery sets). */
export const productBundleItems = pgTable(
  'product_bundle_items',
  {
    bundleProductId: integer('bundle_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    itemProductId: integer('item_product_id')
      .notNull()
      .references(() => products.id),
    itemVariantId: integer('item_variant_id').references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bundleProductId, t.position] }),
    check('product_bundle_items_quantity', sql`${t.quantity} > 0`),
  ],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.relatedProductId] }),
    check('related_products_not_self', sql`${t.productId} <> ${t.relatedProductId}`),
  ],
);

/** Pictures for the bespoke perfume builder, one per bottle colour, cap colour and size. */
export const bottleImages = pgTable(
  'bottle_images',
  {
    id: serial('id').primaryKey(),
    bottleColour: text('bottle_colour').notNull(),
    capColour: text('cap_colour').notNull(),
    size: text('size').notNull(),
    path: text('path').notNull(),
  },
  (t) => [
    uniqueIndex('bottle_images_choice_uq').on(t.bottleColour, t.capColour, t.size),
    check('bottle_images_bottle_colour', sql`${t.bottleColour} in ('black', 'clear')`),
    check('bottle_images_cap_colour', sql`${t.capColour} in ('black', 'gold', 'white')`),
    check('bottle_images_size', sql`${t.size} in ('100ml', '30ml')`),
  ],
);

/** Back-in-stock requests; one per product, variant and (case-insensitive) e-mail. */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    notifiedAt: instant('notified_at'),
  },
  (t) => [
    uniqueIndex('stock_notifications_item_email_uq').on(
      t.productId,
      sql`coalesce(${t.variantId}, 0)`,
      sql`lower(${t.email})`,
    ),
  ],
);
