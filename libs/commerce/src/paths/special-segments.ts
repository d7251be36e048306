/**
 * The base segment of the business area (SPEC §2): `/{cc}/{lang?}/business-scenting/...`. Compared
 * for equality with the whole segment, so `business-scenting-tips` stays in the store.
 */
export const BUSINESS_BASE_SEGMENT = 'business-scenting';

/**
 * SPEC §2 "a path containing draft shows draft CMS pages", made precise: some segment after the country
 * and language equals 'draft' exactly (case-sensitive). A substring is not enough, so a product slug
 * like `draft-beer-candle` never exposes unpublished pages.
 */
export const DRAFT_SEGMENT = 'draft';

// A segment that reads as a language tag (two letters, optional subtags) but is not an accepted one is
// reported as a bad language instead of being routed as a page. Consequence for route naming: no route's
// first segment may be two letters long.
export const LANGUAGE_LIKE_SEGMENT = /^[a-z]{2}(?:[-_][a-z0-9]{1,8})*$/i;

export type PathArea = 'store' | 'business';
