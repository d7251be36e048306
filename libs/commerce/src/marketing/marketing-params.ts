import { toSearchParams } from '../internal/search-params';

/** The seven attribution parameters kept for 30 days (SPEC §9). */
export const MARKETING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
  'fbclid',
] as const;

export type MarketingParamName = (typeof MARKETING_PARAMS)[number];

/** utm_source is always set ('direct' when absent); the others are null when absent. */
export type MarketingParams = { readonly utm_source: string } & {
  readonly [K in Exclude<MarketingParamName, 'utm_source'>]: string | null;
};

/** SPEC §9: a missing utm_source is taken as 'direct'. */
export const DIRECT_SOURCE = 'direct';

// Browsers drop a cookie over ~4096 bytes without telling anyone. Capping each encoded value at 512
// characters keeps all seven (plus names and attributes) under that, while real gclid/fbclid values
// (around 100 characters) are never touched.
export const MAX_ENCODED_PARAM_LENGTH = 512;

/** Trims; '' becomes null; a value too long when encoded is cut at a code point so it still decodes. */
export function cleanParamValue(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (encodeURIComponent(trimmed).length <= MAX_ENCODED_PARAM_LENGTH) return trimmed;
  let clipped = '';
  let length = 0;
  for (const char of trimmed) {
    const encoded = encodeURIComponent(char).length;
    if (length + encoded > MAX_ENCODED_PARAM_LENGTH) break;
    clipped += char;
    length += encoded;
  }
  return clipped;
}

/** Builds params from raw values, applying the cleaning and the 'direct' default. */
export function toMarketingParams(
  read: (name: MarketingParamName) => string | null | undefined,
): MarketingParams {
  const value = (name: MarketingParamName) => cleanParamValue(read(name));
  return {
    utm_source: value('utm_source') ?? DIRECT_SOURCE,
    utm_medium: value('utm_medium'),
    utm_campaign: value('utm_campaign'),
    utm_content: value('utm_content'),
    utm_term: value('utm_term'),
    gclid: value('gclid'),
    fbclid: value('fbclid'),
  };
}

/** The marketing parameters of a landing URL's query. Blank values count as missing. */
export function readMarketingParams(search: URLSearchParams | string): MarketingParams {
  const params = toSearchParams(search);
  return toMarketingParams((name) => params.get(name));
}

/** Whether the query carries at least one non-blank marketing parameter. */
export function hasMarketingParams(search: URLSearchParams | string): boolean {
  const params = toSearchParams(search);
  return MARKETING_PARAMS.some((name) => cleanParamValue(params.get(name)) !== null);
}
