import { marketingCookieOnArrival } from '@atelier/commerce/marketing';

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
