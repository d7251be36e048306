import { hasMarketingParams, marketingCookieOnArrival } from '@atelier/commerce/marketing';
import type { KeyValueStorage } from '../storage/storage';

/**
 * SPEC §9: keeps the arrival's marketing parameters in the `marketing_params` cookie for 30 days
 * (a missing utm_source counts as 'direct'). The overwrite rule is commerce's
 * marketingCookieOnArrival; this only connects it to the document. Returns the written cookie, or
 * null when the existing one was kept.
 */
export function applyMarketingCookie(
  doc: { cookie: string },
  search: string,
  now: Date,
  { secure }: { secure: boolean },
): string | null {
  const cookie = marketingCookieOnArrival(search, doc.cookie, now, { secure });
  if (cookie !== null) doc.cookie = cookie;
  return cookie;
}

/** sessionStorage key of a campaign landing's query, kept until the visitor answers the banner. */
export const PENDING_MARKETING_KEY = 'pendingMarketingSearch';

/**
 * Before consent no cookie is written: a landing's campaign parameters wait in sessionStorage (this
 * tab, this visit), so a visitor who accepts a page or two later is still attributed to it.
 */
export function rememberMarketingArrival(session: KeyValueStorage, search: string): void {
  if (hasMarketingParams(search)) session.setItem(PENDING_MARKETING_KEY, search);
}

/**
 * After consent: the cookie from the remembered landing (or this page's own query), by the same
 * rule as on arrival; the remembered query is then spent.
 */
export function applyConsentedMarketingCookie(
  doc: { cookie: string },
  session: KeyValueStorage,
  search: string,
  now: Date,
  options: { secure: boolean },
): string | null {
  const pending = session.getItem(PENDING_MARKETING_KEY);
  session.removeItem(PENDING_MARKETING_KEY);
  return applyMarketingCookie(doc, hasMarketingParams(search) ? search : (pending ?? search), now, options);
}
