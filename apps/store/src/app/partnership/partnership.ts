/** The contract's PartnershipSlug. */
const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/**
 * `?partnership=acme` on the store's quiz and builder pages: the partner's question set, outcomes
 * and theme there too, not only inside the partner's frame. Null when absent or not a slug.
 */
export function partnershipOf(search: URLSearchParams): string | null {
  const value = search.get('partnership');
  return value && value.length <= 64 && SLUG.test(value) ? value : null;
}
