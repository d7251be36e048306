import { CMS_COLLECTION_PREFIXES, type CmsCollection } from '@atelier/api/queries';

/** The CMS pages a business route shows. */
export type CmsRouteKind = 'landing' | 'success-story' | 'press-release' | 'product' | 'custom-page';

/** The landing page's base slug (SPEC §7 adds `-{cc}-{lang}`). */
export const LANDING_SLUG = 'business-scenting';
/** Custom pages live at `custom-page/{slug}` and are the CMS pages `business-{slug}`. */
export const CUSTOM_PAGE_PREFIX = 'business-';

// The contract's slug shape; anything else could never name a page, so it is not asked for.
const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_KEY_LENGTH = 150;

/** Whether a path segment can be the key of a content page (`hotel-lumiere`). */
export function isContentKey(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= MAX_KEY_LENGTH && KEY.test(value);
}

const COLLECTION_OF: Readonly<Record<'success-story' | 'press-release' | 'product', CmsCollection>> = {
  'success-story': 'success-stories',
  'press-release': 'press-releases',
  product: 'business-products',
};

/** The base slug of the page a route shows, or null when the key in the path cannot be one. */
export function cmsSlugFor(kind: CmsRouteKind, key?: string): string | null {
  if (kind === 'landing') return LANDING_SLUG;
  if (!isContentKey(key)) return null;
  if (kind === 'custom-page') return `${CUSTOM_PAGE_PREFIX}${key}`;
  return `${CMS_COLLECTION_PREFIXES[COLLECTION_OF[kind]]}${key}`;
}
