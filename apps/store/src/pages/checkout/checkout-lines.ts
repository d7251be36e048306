import type { Cart } from '@atelier/api/schema';
import type { AddressDraft } from '../../app/checkout/checkout-store';
import type { SummaryLine, SummaryTotals } from '../../components/checkout-summary/checkout-summary';
import { lineDetails } from '../../i18n/line-details';

/** What the address form holds, trimmed as it will be sent. */
export function trimmedAddress(address: AddressDraft): AddressDraft {
  return Object.fromEntries(
    Object.entries(address).map(([field, value]) => [field, value.trim()]),
  ) as unknown as AddressDraft;
}

export function cartSummaryLines(cart: Cart, language: string): SummaryLine[] {
  return cart.items.map((item) => ({
    id: item.id,
    name: item.name,
    details: lineDetails(item.variant_values, language),
    quantity: item.quantity,
    total: item.total,
    free: item.is_free_gift,
  }));
}

/** The cart's totals for the summary; shipping is "calculated later" until a method is chosen. */
export function cartSummaryTotals(cart: Cart): SummaryTotals {
  return {
    subtotal: cart.subtotal,
    discount: cart.discount,
    promoCode: cart.promo?.code ?? null,
    shipping: cart.shipping_rule_id === null ? null : cart.shipping,
    total: cart.total,
    tax: cart.tax,
  };
}
