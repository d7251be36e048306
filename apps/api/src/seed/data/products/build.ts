import type { Gender, PerfumeSize } from '@atelier/commerce/enums';
import { pricesFromSgd } from '../pricing';
import type { Localized, SeedBundleItem, SeedDiaryEdition, SeedProduct, SeedScentNotes } from '../types';

const ALL_GENDERS: readonly Gender[] = ['Female', 'Male', 'Neutral'];

export interface VariantSpec {
  readonly sku: string;
  readonly label: Localized;
  readonly size?: PerfumeSize;
  readonly stock: number;
  /** Price in Singapore dollars (major units); other currencies follow ../pricing.ts. */
  readonly sgd: number;
  /** Previous price in Singapore dollars when on sale. */
  readonly compareAtSgd?: number;
}

export interface ProductSpec extends Pick<
  SeedProduct,
  | 'slug'
  | 'sku'
  | 'type'
  | 'routeType'
  | 'collections'
  | 'tags'
  | 'moods'
  | 'name'
  | 'description'
  | 'featuredRank'
  | 'createdAt'
> {
  readonly variants: readonly VariantSpec[];
  readonly genders?: readonly Gender[];
  readonly details?: Localized;
  readonly notes?: SeedScentNotes;
  readonly bundle?: readonly SeedBundleItem[];
  readonly diaryEdition?: SeedDiaryEdition;
  readonly giftable?: boolean;
  readonly bestSeller?: boolean;
  readonly limited?: boolean;
  readonly related?: readonly string[];
}

/** The three views every product is pictured in (apps/api/assets/products/<slug>/<view>.jpg). */
export const PRODUCT_VIEWS = ['set', 'detail', 'scale'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/**
 * Product image path. The pictures are rendered by tools/scripts/render-imagery.mjs and served at
 * every size and format by the media pipeline (apps/api/src/modules/media).
 */
export function productImagePath(slug: string, view: ProductView = 'set'): `/media/products/${string}.jpg` {
  return `/media/products/${slug}/${view}.jpg`;
}

// What each view shows, for its alt text: the name, then the view.
const VIEW_ALT: Readonly<Record<Exclude<ProductView, 'set'>, Localized>> = {
  detail: { en: 'close-up', ar: 'صورة مقرّبة', 'zh-hans': '细节特写', vi: 'cận cảnh' },
  scale: {
    en: 'on a table, to show its size',
    ar: 'على طاولة لإظهار حجمه',
    'zh-hans': '置于桌上，可见大小',
    vi: 'trên bàn, để thấy kích thước',
  },
};

function viewAlt(name: Localized, view: Exclude<ProductView, 'set'>): Localized {
  const alt = VIEW_ALT[view];
  return {
    en: `${name.en}, ${alt.en}`,
    ar: `${name.ar}، ${alt.ar}`,
    'zh-hans': `${name['zh-hans']}：${alt['zh-hans']}`,
    vi: `${name.vi}, ${alt.vi}`,
  };
}

/** The main picture (the product on a set) and the gallery: a close detail and a scale view. */
export function productImages(slug: string, name: Localized): SeedProduct['images'] {
  return [
    { type: 'main', path: productImagePath(slug, 'set'), alt: name },
    { type: 'gallery', path: productImagePath(slug, 'detail'), alt: viewAlt(name, 'detail') },
    { type: 'gallery', path: productImagePath(slug, 'scale'), alt: viewAlt(name, 'scale') },
  ];
}

/** Fills the defaults of a product: its three pictures, prices in all currencies, empty extras. */
export function product(spec: ProductSpec): SeedProduct {
  return {
    slug: spec.slug,
    sku: spec.sku,
    type: spec.type,
    routeType: spec.routeType,
    collections: spec.collections,
    tags: spec.tags,
    moods: spec.moods,
    genders: spec.genders ?? ALL_GENDERS,
    name: spec.name,
    description: spec.description,
    details: spec.details ?? null,
    notes: spec.notes ?? null,
    images: productImages(spec.slug, spec.name),
    variants: spec.variants.map((variant) => ({
      sku: variant.sku,
      label: variant.label,
      size: variant.size ?? null,
      stock: variant.stock,
      prices: pricesFromSgd(variant.sgd),
      compareAtPrices: variant.compareAtSgd === undefined ? null : pricesFromSgd(variant.compareAtSgd),
    })),
    bundle: spec.bundle ?? null,
    diaryEdition: spec.diaryEdition ?? null,
    giftable: spec.giftable ?? true,
    bestSeller: spec.bestSeller ?? false,
    limited: spec.limited ?? false,
    featuredRank: spec.featuredRank,
    createdAt: spec.createdAt,
    related: spec.related ?? [],
  };
}
