import type { Cart } from '@atelier/api/schema';
import type { AddressDraft } from '../../app/checkout/checkout-store';
import type { SummaryLine } from '../../components/checkout-summary/checkout-summary';

/** What the address form holds, trimmed as it will be sent. */
export function trimmedAddress(address: AddressDraft): AddressDraft {
  return Object.fromEntries(
    Object.entries(address).map(([field, value]) => [field, value.trim()]),
  ) as unknown as AddressDraft;
}

export function cartSummaryLines(cart: Cart): SummaryLine[] {
  return cart.items.map((item) => ({
    id: item.id,
    name: item.name,
    details: item.variant_values.map((value) => `${value.name}: ${value.value}`).join(', '),
    quantity: item.quantity,
    total: item.total,
    free: item.is_free_gift,
  }));
}
