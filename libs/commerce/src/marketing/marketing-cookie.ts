import {
  MARKETING_PARAMS,
  hasMarketingParams,
  readMarketingParams,
  toMarketingParams,
  type MarketingParamName,
  type MarketingParams,
} from './marketing-params';

export const MARKETING_COOKIE_NAME = 'marketing_params';
export const MARKETING_COOKIE_MAX_AGE_DAYS = 30;
const DAY_MS = 86_400_000;

export interface MarketingCookieOptions {
  /** Add `Secure` (set it on https origins; leave it off for http://localhost). */
  readonly secure?: boolean;
}

/**
 * A cookie string usable both as `document.cookie = ...` and as a Set-Cookie header:
 * `marketing_params=utm_source=google&utm_medium=cpc; Expires=<now + 30 days, UTC>; Path=/; SameSite=Lax`.
 * The value is the non-null parameters as name=encodeURIComponent(value) joined by '&', in
 * MARKETING_PARAMS order; every character left unencoded is legal in a cookie value. Not HttpOnly:
 * the browser app writes it. Expires rather than Max-Age alone because the deadline is computed from
 * the `now` passed in, which keeps the output a pure function of its inputs.
 */
export function serializeMarketingCookie(
  params: MarketingParams,
  now: Date,
  { secure = false }: MarketingCookieOptions = {},
): string {
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError('serializeMarketingCookie: now is an invalid Date');
  const cleaned = toMarketingParams((name) => params[name]);
  const value = MARKETING_PARAMS.flatMap((name) => {
    const paramValue = cleaned[name];
    return paramValue === null ? [] : [`${name}=${encodeURIComponent(paramValue)}`];
  }).join('&');
  const expires = new Date(nowMs + MARKETING_COOKIE_MAX_AGE_DAYS * DAY_MS).toUTCString();
  return `${MARKETING_COOKIE_NAME}=${value}; Expires=${expires}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The params stored in a Cookie header (or `document.cookie`), or null when our cookie is absent or
 * unreadable. Unknown names inside the value are ignored; a missing utm_source reads as 'direct'.
 */
export function parseMarketingCookie(cookieHeader: string | null | undefined): MarketingParams | null {
  if (!cookieHeader) return null;
  const prefix = `${MARKETING_COOKIE_NAME}=`;
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (raw === undefined || raw === '') return null;
  const values = new Map<string, string>();
  for (const pair of raw.split('&')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) return null;
    const decoded = safeDecode(pair.slice(separator + 1));
    if (decoded === null) return null;
    values.set(pair.slice(0, separator), decoded);
  }
  return toMarketingParams((name: MarketingParamName) => values.get(name));
}

/**
 * The cookie to write when a visitor lands, or null to leave the stored one alone.
 * - The URL carries at least one of the seven parameters: overwrite with exactly the URL's parameters
 *   (none carried over from the old cookie, so a campaign never inherits another's gclid), restarting
 *   the 30 days. Last non-direct click wins.
 * - No parameters and a readable cookie exists: keep it; a direct return visit must not erase the
 *   campaign that brought the shopper.
 * - No parameters and no readable cookie: write a 'direct' one, so every later order has attribution.
 */
export function marketingCookieOnArrival(
  search: URLSearchParams | string,
  cookieHeader: string | null | undefined,
  now: Date,
  options: MarketingCookieOptions = {},
): string | null {
  if (hasMarketingParams(search)) return serializeMarketingCookie(readMarketingParams(search), now, options);
  if (parseMarketingCookie(cookieHeader) !== null) return null;
  return serializeMarketingCookie(readMarketingParams(''), now, options);
}
