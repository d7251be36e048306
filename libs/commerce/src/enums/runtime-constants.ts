// Constants shared by the browser apps, the API client and the server (SPEC §2, §7, §9).

/** Value of Accept-Currency when the visitor has not chosen one (SPEC §7); lower-case on the wire. */
export const DEFAULT_CURRENCY_HEADER = 'sgd';

/** Request headers every API call carries (SPEC §7), named once so client and server agree. */
export const API_HEADERS = {
  country: 'Accept-Country',
  language: 'Accept-Language',
  currency: 'Accept-Currency',
} as const;

/** Query parameter whose value is stored as the discount code on arrival (SPEC §2). */
export const DISCOUNT_CODE_QUERY_PARAM = 'discount_code';

/** After this long the prerender-ready flag is set even if the page never said it was ready (SPEC §9). */
export const PRERENDER_READY_TIMEOUT_MS = 5000;

/** A script or stylesheet chunk that has not loaded after this long counts as failed (SPEC §7, §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
