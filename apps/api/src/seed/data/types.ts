/**
 * Content model of the seed data (what `seedData` in ./index.ts holds). The seeder maps it to tables;
 * ids are assigned there, so records reference each other by stable keys: product `slug`, variant
 * `sku`, tag `slug`, question/answer/personality `key`, partner `slug`, promo `code`.
 *
 * Conventions:
 * - Money is always an integer in MINOR units of the currency next to it (SGD/USD/AED cents; VND and
 *   KRW are zero-decimal, so minor = whole units). `Prices` gives one amount per store currency.
 * - Texts shown to shoppers are `Localized` (all four store languages, none empty).
 * - Image paths are server paths under `/media/` (apps/api/assets is served there).
 * - Dates are ISO-8601 UTC strings.
 */
import type {
  BottleColour,
  CapColour,
  Gender,
  Language,
  MembershipTier,
  PerfumeSize,
  ProductDetailRouteType,
  ProductTypeName,
  ScentMoodId,
  ShippingMethodCode,
  ShippingMethodName,
} from '@atelier/commerce/enums';
import type { CurrencyCode } from '@atelier/commerce/money';
import type { WorkshopServiceCode, WorkshopServiceId } from '@atelier/commerce/workshops';

// ------------------------------------------------------------------ primitives

/** The five currencies the store sells in (OpenAPI `CurrencyCode`). */
export type StoreCurrencyCode = Extract<CurrencyCode, 'SGD' | 'USD' | 'VND' | 'KRW' | 'AED'>;
export const STORE_CURRENCY_CODES = [
  'SGD',
  'USD',
  'VND',
  'KRW',
  'AED',
] as const satisfies readonly StoreCurrencyCode[];

/** The five countries of the shop (lower-case, as in URL paths). */
export type StoreCountryCode = 'sg' | 'us' | 'vn' | 'kr' | 'ae';
export const STORE_COUNTRY_CODES = [
  'sg',
  'us',
  'vn',
  'kr',
  'ae',
] as const satisfies readonly StoreCountryCode[];

/** One text per store language: en, ar, zh-hans, vi. */
export type Localized = Readonly<Record<Language, string>>;

/** Integer minor units per store currency (every currency present). */
export type Prices = Readonly<Record<StoreCurrencyCode, number>>;

/** Integer minor units for some currencies only (a missing currency means "not offered there"). */
export type PartialPrices = Readonly<Partial<Record<StoreCurrencyCode, number>>>;

/** Server path of a file under apps/api/assets, e.g. `/media/products/amber-oud/set.jpg`. */
export type MediaPath = `/media/${string}`;

// ------------------------------------------------------------------ locale

export interface SeedCurrency {
  readonly code: StoreCurrencyCode;
  readonly name: string;
  /** As in @atelier/commerce CURRENCIES: 'S$', '$', '₫', '₩', 'AED ' (with its space). */
  readonly symbol: string;
  /** Symbol before the number (OpenAPI `is_left`). */
  readonly isLeft: boolean;
  /** 0 for VND/KRW, 2 otherwise (OpenAPI `decimals`). */
  readonly minorDigits: 0 | 2;
}

export interface SeedExchangeRate {
  readonly currency: StoreCurrencyCode;
  /** Decimal string: major units of `currency` per 1 SGD ('0.74' USD, '19350' VND). SGD is '1'. */
  readonly rateToSgd: string;
  readonly updatedAt: string;
}

export interface SeedCountry {
  readonly code: StoreCountryCode;
  readonly name: Localized;
  /** Served as Country.language.code; the language a path without a language segment uses. */
  readonly defaultLanguage: Language;
  /** Languages the country's pages exist in, default first. */
  readonly languages: readonly Language[];
  readonly currency: StoreCurrencyCode;
  /** IANA zone of the country's atelier (workshop slots, CMS times). */
  readonly timeZone: string;
  /** Sort order in country pickers. */
  readonly order: number;
}

// ------------------------------------------------------------------ catalogue

/** Tag groups used by the seed. `scent_family` tags drive the quiz and product filters. */
export type SeedTagGroup = 'scent_family' | 'occasion' | 'partner_preference';

export interface SeedTag {
  readonly slug: string;
  readonly group: SeedTagGroup;
  readonly name: Localized;
  readonly description: Localized | null;
  readonly image: MediaPath | null;
  /** Used by the scent quiz (GET /api/tags/?quiz=true). */
  readonly quiz: boolean;
  /** Partner that owns the tag (GET /api/tags/?partnership=acme), null for the store's own tags. */
  readonly partnership: string | null;
  /** Display order within its group. */
  readonly order: number;
}

export interface SeedCollection {
  /** Slug used by GET /api/products/?collection= and by Product.collection. */
  readonly slug: string;
  readonly name: Localized;
  readonly description: Localized;
  readonly order: number;
}

export interface SeedProductImage {
  readonly type: 'main' | 'gallery' | 'hover' | 'thumbnail';
  readonly path: MediaPath;
  readonly alt: Localized;
}

export interface SeedScentNotes {
  readonly top: Localized;
  readonly heart: Localized;
  readonly base: Localized;
}

export interface SeedVariant {
  /** Unique across all products; also the variant's item_feed_id. */
  readonly sku: string;
  /** Variant name (OpenAPI ProductVariant.name), e.g. '30ml', 'Set of 6'. */
  readonly label: Localized;
  /** Perfume size when the variant is a perfume bottle, else null. */
  readonly size: PerfumeSize | null;
  readonly stock: number;
  readonly prices: Prices;
  /** Previous price when on sale (OpenAPI compare_at_price), else null. */
  readonly compareAtPrices: Prices | null;
}

/** One product inside a bundle / gift box / discovery set. */
export interface SeedBundleItem {
  readonly productSlug: string;
  /**
   * The stocked variant inside the bundle; null when the bundle holds a sample of the product rather
   * than one of its variants (the 2ml vials of a discovery box).
   */
  readonly variantSku: string | null;
  readonly quantity: number;
}

/** The extra path segment of scent_diary products: /product/scent_diary/{slug}/{edition.slug}. */
export interface SeedDiaryEdition {
  readonly slug: string;
  readonly title: Localized;
  /** The month or season the entry belongs to, e.g. '2026-03'. */
  readonly period: string;
}

export interface SeedProduct {
  /** URL id (OpenAPI Slug); unique. */
  readonly slug: string;
  /** Product-level item_feed_id (variants have their own sku). */
  readonly sku: string;
  /** Product type name of SPEC §3 (what the API returns as `type`). */
  readonly type: ProductTypeName;
  /**
   * The `{type}` of /product/{type}/{id} (URL spelling). Null for products without a product-detail
   * route of SPEC §2 (perfumes, gift boxes, discovery sets, gift wrap): they are shown at
   * `products/{type}/{slug}` and in listings (all-perfumes, gift, gift-collections).
   * See PRODUCT_TYPE_FOR_ROUTE in ./products/route-types.ts for the type a route type stands for.
   */
  readonly routeType: ProductDetailRouteType | null;
  /** Collection slugs; the FIRST is the primary one (OpenAPI Product.collection). */
  readonly collections: readonly string[];
  /** Tag slugs (scent families and others). */
  readonly tags: readonly string[];
  /** Scent moods this product suits (quiz recommendations). */
  readonly moods: readonly ScentMoodId[];
  readonly genders: readonly Gender[];
  readonly name: Localized;
  readonly description: Localized;
  /** Short practical facts (size, burn time, materials); null when there is nothing to add. */
  readonly details: Localized | null;
  readonly notes: SeedScentNotes | null;
  /** Exactly one image has type 'main'. */
  readonly images: readonly SeedProductImage[];
  /** At least one variant; product price = lowest variant price, stock = sum of variant stock. */
  readonly variants: readonly SeedVariant[];
  /** Contents of gift-bundle / gift_box / discovery_box products, else null. */
  readonly bundle: readonly SeedBundleItem[] | null;
  /** scent_diary only: the edition of the extra path segment, else null. */
  readonly diaryEdition: SeedDiaryEdition | null;
  /** Can be gift-wrapped / sent as a gift. */
  readonly giftable: boolean;
  readonly bestSeller: boolean;
  /** Limited run (also shown with the limited_edition type's badge). */
  readonly limited: boolean;
  /** Position in 'featured' sort (lower first). */
  readonly featuredRank: number;
  /** Creation date ('newest' sort). */
  readonly createdAt: string;
  /** Slugs of related products (GET /api/items/{id}/related-items/). */
  readonly related: readonly string[];
}

/** Bottle picture for the bespoke perfume builder (GET /api/products/bottle-images/). */
export interface SeedBottleImage {
  readonly bottleColour: BottleColour;
  readonly capColour: CapColour;
  readonly size: PerfumeSize;
  readonly path: MediaPath;
}

// ------------------------------------------------------------------ quiz

export interface SeedAnswer {
  /** Unique across all answers, e.g. 'moment-morning'. */
  readonly key: string;
  readonly order: number;
  readonly text: Localized;
  readonly image: MediaPath | null;
  /** Tag slugs the answer points to (OpenAPI Answer.tag_ids). */
  readonly tags: readonly string[];
  /** Moods the answer votes for (one point each); the outcome's mood is the most voted. */
  readonly moods: readonly ScentMoodId[];
  /** Gender the answer implies, or null. */
  readonly gender: Gender | null;
}

export interface SeedQuestion {
  /** Unique across all questions, e.g. 'moment'. */
  readonly key: string;
  /** Partner slug for a partner's own quiz, null for the store quiz. */
  readonly partnership: string | null;
  readonly order: number;
  /** Several answers may be chosen. */
  readonly multiple: boolean;
  readonly title: Localized;
  readonly description: Localized | null;
  readonly answers: readonly SeedAnswer[];
}

/** A quiz result personality; one per mood and quiz (store quiz, each partner). */
export interface SeedPersonality {
  readonly key: string;
  readonly partnership: string | null;
  readonly mood: ScentMoodId;
  readonly title: Localized;
  readonly description: Localized;
  readonly image: MediaPath | null;
  /** Product slugs recommended for this personality, best first. */
  readonly recommendedProducts: readonly string[];
}

export interface SeedPartner {
  /** OpenAPI PartnershipSlug. Its questions, tags and personalities carry `partnership: slug`. */
  readonly slug: string;
  readonly name: string;
  /** Origins allowed to embed the partner quiz (scheme://host[:port]). */
  readonly allowedOrigins: readonly string[];
  /** CSS custom properties `--atelier-*` for the embedded quiz. */
  readonly theme: Readonly<Record<`--atelier-${string}`, string>>;
}

// ------------------------------------------------------------------ CMS

export interface SeedCta {
  readonly label: string;
  /** Path inside the shop without country/language prefix, e.g. '/all-perfumes'. */
  readonly href: string;
}

export type SeedCmsBlock =
  | {
      readonly id: string;
      readonly type: 'hero';
      readonly data: {
        readonly heading: string;
        readonly body: string;
        readonly cta: SeedCta | null;
        readonly image: MediaPath | null;
        /** What the picture shows (none: decorative). */
        readonly image_alt?: string;
        /** The picture's intrinsic size, so the page reserves its box. */
        readonly width?: number;
        readonly height?: number;
      };
    }
  | {
      readonly id: string;
      readonly type: 'text';
      /** `body` is plain text; paragraphs are separated by a blank line. */
      readonly data: { readonly heading: string | null; readonly body: string };
    }
  | {
      readonly id: string;
      readonly type: 'faq';
      readonly data: {
        readonly heading: string | null;
        readonly items: readonly { readonly q: string; readonly a: string }[];
      };
    }
  | {
      readonly id: string;
      readonly type: 'product_grid';
      readonly data: { readonly heading: string; readonly collection: string; readonly limit: number };
    }
  | {
      readonly id: string;
      readonly type: 'table';
      readonly data: {
        readonly heading: string | null;
        readonly columns: readonly string[];
        readonly rows: readonly (readonly string[])[];
      };
    }
  | {
      readonly id: string;
      readonly type: 'heading';
      readonly data: { readonly text: string; readonly level: 2 | 3 };
    }
  | {
      readonly id: string;
      readonly type: 'rich_text';
      /** `html` uses only p, h2, h3, ul, li, strong, em and a (the server's allow-list keeps them). */
      readonly data: { readonly heading: string | null; readonly html: string };
    }
  | {
      readonly id: string;
      readonly type: 'image';
      readonly data: {
        readonly src: MediaPath;
        readonly alt: string;
        readonly caption: string | null;
        readonly width?: number;
        readonly height?: number;
      };
    }
  | {
      readonly id: string;
      readonly type: 'image_text';
      readonly data: {
        readonly image: MediaPath;
        readonly alt: string;
        readonly html: string;
        /** Side of the image in reading order: 'start' is left in English, right in Arabic. */
        readonly image_side: 'start' | 'end';
        /** The picture's intrinsic size, so the page reserves its box. */
        readonly width?: number;
        readonly height?: number;
      };
    }
  | {
      readonly id: string;
      readonly type: 'quote';
      readonly data: { readonly text: string; readonly author: string; readonly role: string };
    }
  | {
      readonly id: string;
      readonly type: 'cta';
      readonly data: { readonly label: string; readonly href: string };
    };

export type SeedCmsBlockType = SeedCmsBlock['type'];

export interface SeedCmsPage {
  /** Base slug; the API's full slug is `${slug}-${country}-${language}`. */
  readonly slug: string;
  readonly country: StoreCountryCode;
  readonly language: Language;
  /** 'draft' pages are served only by /api/cms/draft-pages/. */
  readonly status: 'published' | 'draft';
  readonly title: string;
  readonly seo: {
    readonly title: string;
    readonly description: string | null;
    readonly image: MediaPath | null;
  };
  readonly blocks: readonly SeedCmsBlock[];
  readonly updatedAt: string;
}

// ------------------------------------------------------------------ checkout

export interface SeedShippingRule {
  readonly country: StoreCountryCode;
  readonly method: ShippingMethodCode;
  /** Display name of the method as the API sends it ('Self Collect', 'Express', 'Standard'). */
  readonly methodName: ShippingMethodName;
  /** Localized display name (OpenAPI ShippingRule.name). */
  readonly name: Localized;
  readonly description: Localized | null;
  /** Always the country's currency. */
  readonly currency: StoreCurrencyCode;
  readonly priceMinor: number;
  /** Subtotal from which this method is free, or null. */
  readonly freeOverMinor: number | null;
  readonly minDays: number | null;
  readonly maxDays: number | null;
  readonly order: number;
}

/** OpenAPI DiscountType. */
export type SeedDiscountType = 'percentage' | 'fixed_amount' | 'free_shipping';

export interface SeedFreeGift {
  readonly productSlug: string;
  readonly variantSku: string;
  readonly quantity: number;
}

export interface SeedPromo {
  /** Upper-case code (matched case-insensitively). */
  readonly code: string;
  readonly description: Localized;
  readonly kind: SeedDiscountType;
  /** percentage: percent 1-100; fixed_amount: unused (0, see `amounts`); free_shipping: 0. */
  readonly percent: number;
  /** fixed_amount only: amount off per currency; the promo is valid only in these currencies. */
  readonly amounts: PartialPrices | null;
  /** Minimum cart subtotal per currency (a currency missing here: no minimum), or null. */
  readonly minSpend: PartialPrices | null;
  /** Countries where the code works. */
  readonly countries: readonly StoreCountryCode[];
  /** Currencies where the code works, or null for all. */
  readonly currencies: readonly StoreCurrencyCode[] | null;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
  /** Total redemptions allowed, or null for unlimited. */
  readonly usageLimit: number | null;
  /** Redemptions per customer e-mail, or null. */
  readonly perCustomerLimit: number | null;
  /** A free product added to the cart (is_free_gift line) when the code applies, or null. */
  readonly freeGift: SeedFreeGift | null;
  /** What the code discounts: shop carts or workshop bookings (guest codes of SPEC §6). */
  readonly appliesTo: 'cart' | 'workshop';
  /** Tiers whose members' guests may use it (guest codes), or null for everyone. */
  readonly tiers: readonly MembershipTier[] | null;
}

/** A price rule of a product type (GET /api/promo-rules/modify/?type=perfume_diy). */
export interface SeedPromoRule {
  readonly key: string;
  readonly type: ProductTypeName;
  readonly name: Localized;
  readonly description: Localized | null;
  readonly minQuantity: number;
  readonly kind: 'percentage' | 'fixed_amount';
  /** percentage: percent; fixed_amount: ignored (see `amounts`). */
  readonly percent: number;
  readonly amounts: PartialPrices | null;
}

// ------------------------------------------------------------------ workshops & gift cards

export interface SeedWorkshopService {
  readonly id: WorkshopServiceId;
  readonly code: WorkshopServiceCode;
  readonly itemFeedId: string;
  readonly name: Localized;
  readonly description: Localized;
  /** Multiple of 30 (slots are 30 minutes). */
  readonly durationMinutes: number;
  /** Places per time slot. */
  readonly capacityPerSlot: number;
  /** Most guests one booking line may bring (OpenAPI max_guests). */
  readonly maxGuests: number;
  /** ISO weekdays (1 Monday … 7 Sunday, shop time) the service runs on. */
  readonly openingDays: readonly number[];
  /** Price per guest. */
  readonly prices: Prices;
  readonly image: MediaPath | null;
  readonly order: number;
}

/** Face values a shopper may choose for a gift card, per currency. */
export type SeedGiftCardValues = Readonly<Record<StoreCurrencyCode, readonly number[]>>;

/** Ready-made gift cards for trying the balance endpoint and redemption. */
export interface SeedGiftCard {
  /** XXXX-XXXX-XXXX-XXXX */
  readonly code: string;
  readonly currency: StoreCurrencyCode;
  readonly initialValue: number;
  readonly balance: number;
  readonly status: 'active' | 'redeemed' | 'expired';
  readonly expiresAt: string | null;
  readonly recipientEmail: string;
}

// ------------------------------------------------------------------ members

export interface SeedMember {
  readonly email: string;
  /** Plain text; the seeder hashes it. */
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly tier: MembershipTier | null;
  readonly country: StoreCountryCode;
  readonly language: Language;
  readonly marketingOptIn: boolean;
  readonly dateJoined: string;
}

// ------------------------------------------------------------------ everything

export interface SeedData {
  readonly currencies: readonly SeedCurrency[];
  readonly exchangeRates: readonly SeedExchangeRate[];
  readonly countries: readonly SeedCountry[];
  readonly collections: readonly SeedCollection[];
  readonly tags: readonly SeedTag[];
  readonly products: readonly SeedProduct[];
  readonly bottleImages: readonly SeedBottleImage[];
  readonly partners: readonly SeedPartner[];
  /** Store quiz and partner quizzes (see `partnership`). */
  readonly questions: readonly SeedQuestion[];
  readonly personalities: readonly SeedPersonality[];
  readonly cmsPages: readonly SeedCmsPage[];
  readonly shippingRules: readonly SeedShippingRule[];
  readonly promos: readonly SeedPromo[];
  readonly promoRules: readonly SeedPromoRule[];
  readonly workshopServices: readonly SeedWorkshopService[];
  readonly giftCardValues: SeedGiftCardValues;
  readonly giftCards: readonly SeedGiftCard[];
  readonly members: readonly SeedMember[];
}
