import type { AddCartItemRequest } from '@atelier/api/schema';
import { isProductTypeName, type ProductTypeName } from '@atelier/commerce/enums';
import { parseCartItemJson } from './cart-item-json';

/**
 * A link to the cart that asks for an item to be added, as the partner-embedded widgets open it
 * (`libs/quiz-widget/src/embed/embed-params.ts` storeCartUrl):
 * - `cart?add={product type}:{slug}` — a product recommended by the quiz, added in its first
 *   variant in stock;
 * - `cart?item={AddCartItemRequest as JSON}` — a bespoke perfume from the builder;
 * each with an optional `partnership={partner slug}` kept as the add's attribution.
 */
export type CartLink =
  | { kind: 'add'; type: ProductTypeName; slug: string; partnership: string | null }
  | { kind: 'item'; request: AddCartItemRequest; partnership: string | null }
  | { kind: 'invalid'; field: string; reason: string; partnership: string | null };

/** The query parameters of a cart link; all of them leave the URL once it is handled. */
export const CART_LINK_PARAMS = ['add', 'item', 'partnership'] as const;

/** ProductRef of the contract (a slug; numeric ids are slugs of digits). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 120;
/** A partner's slug, as the embed sends it. */
const PARTNERSHIP = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * The cart link in a query string, or null when it asks for nothing (no `add`, no `item`). A link
 * that asks for something in a way we cannot trust is `invalid`, so the page can say so.
 */
export function cartLinkOf(search: string): CartLink | null {
  const query = new URLSearchParams(search);
  const adds = query.getAll('add');
  const items = query.getAll('item');
  if (adds.length === 0 && items.length === 0) return null;
  const partnerships = query.getAll('partnership');
  const partnership =
    partnerships.length === 1 && PARTNERSHIP.test(partnerships[0]!) ? partnerships[0]! : null;
  const invalid = (field: string, reason: string): CartLink => ({
    kind: 'invalid',
    field,
    reason,
    partnership,
  });
  // One item per link: two would be a link we did not make.
  if (adds.length + items.length > 1) return invalid('add', 'ambiguous');
  const [add] = adds;
  if (add !== undefined) {
    const separator = add.indexOf(':');
    const type = add.slice(0, separator);
    const slug = add.slice(separator + 1);
    if (separator < 0 || !isProductTypeName(type)) return invalid('add', 'type');
    if (slug.length > MAX_SLUG || !SLUG.test(slug)) return invalid('add', 'slug');
    return { kind: 'add', type, slug, partnership };
  }
  const parsed = parseCartItemJson(items[0]!);
  return parsed.ok
    ? { kind: 'item', request: parsed.request, partnership }
    : invalid(parsed.field, parsed.reason);
}

/** The query string without the cart link's parameters (with its `?`, or empty). */
export function withoutCartLink(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of CART_LINK_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
