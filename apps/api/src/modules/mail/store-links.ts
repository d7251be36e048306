import type { Language } from '@atelier/commerce/enums';
import { canonicalLink } from '@atelier/commerce/paths';

/** Where the store is reached, for links in e-mails (PUBLIC_ORIGIN and COUNTRY_BASES). */
export interface StoreLinks {
  origin: string;
  countryBases?: Record<string, string>;
}

let configured: StoreLinks | null = null;

/**
 * Set once by buildApp from the configuration: e-mails are queued deep inside other modules'
 * transactions (`queueOrderEmail(tx, orderId)`), which should not have to carry the site's origin.
 */
export function configureStoreLinks(links: StoreLinks): void {
  configured = links;
}

export function storeLinks(): StoreLinks {
  if (!configured) throw new Error('Store links are not configured (buildApp sets them)');
  return configured;
}

/**
 * The absolute address of the order page (`/{cc}/{lang?}/pay/{orderId}`), built like the pages'
 * canonical links: the country's own domain when it has one, the language segment left out for
 * the default language.
 */
export function orderPageUrl(
  links: StoreLinks,
  country: string,
  language: Language,
  orderId: string,
): string {
  return canonicalLink(
    { origin: links.origin, countryBases: links.countryBases },
    { country, language, rest: ['pay', orderId] },
  );
}

/**
 * The absolute address of the workshop booking page showing one booking
 * (`/{cc}/{lang?}/workshop?booking={bookingId}`), built like `orderPageUrl`.
 */
export function workshopBookingUrl(
  links: StoreLinks,
  country: string,
  language: Language,
  bookingId: string,
): string {
  const page = canonicalLink(
    { origin: links.origin, countryBases: links.countryBases },
    { country, language, rest: ['workshop'] },
  );
  return `${page}?booking=${encodeURIComponent(bookingId)}`;
}
