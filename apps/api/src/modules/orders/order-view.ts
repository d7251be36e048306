import type { Address, Order, OrderFulfilment, OrderLine, PerfumeCustomization } from '@atelier/api/schema';
import type { AddressRow } from '../../db/schema/orders';
import type { OrderLineRow, OrderRow } from './queries';

type Currency = Order['currency'];

function addressView(row: AddressRow | null): Address | null {
  if (!row) return null;
  return { ...row, line2: row.line2 ?? null, state: row.state ?? null } as Address;
}

function lineView(row: OrderLineRow): OrderLine {
  return {
    id: row.id,
    kind: row.kind as OrderLine['kind'],
    product_id: row.productId,
    product_type: row.productType as OrderLine['product_type'],
    name: row.name,
    quantity: row.quantity,
    price: row.price,
    total: row.total,
    currency: row.currency as Currency,
    item_feed_id: row.itemFeedId,
    variant_values: row.variantValues,
    customization: (row.customization ?? null) as PerfumeCustomization | null,
  };
}

/** Carrier and tracking once staff have sent the order (the shopper's order page shows them). */
export function fulfilmentView(order: OrderRow): OrderFulfilment | null {
  if (!order.fulfilledAt || !order.carrier || !order.trackingNumber) return null;
  return {
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    tracking_url: order.trackingUrl ?? null,
    fulfilled_at: order.fulfilledAt.toISOString(),
  };
}

/** The contract's `Order`: amounts in minor units of the currency it was placed in. */
export function orderView(order: OrderRow, lines: readonly OrderLineRow[]): Order {
  return {
    id: order.id,
    number: order.number,
    user_id: order.userId,
    email: order.email,
    phone: order.phone,
    status: order.status as Order['status'],
    line_items: lines.filter((l) => l.orderId === order.id).map(lineView),
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    gift_card_amount: order.giftCardAmount,
    total: order.total,
    // As stored when placed: a later rate change or a partial refund changes no past order.
    tax: { name: order.taxName as Order['tax']['name'], rate: order.taxRate, amount: order.taxAmount },
    currency: order.currency as Currency,
    exchange_rate: Number(order.exchangeRate),
    shipping_method: order.shippingMethod as Order['shipping_method'],
    shipping_address: addressView(order.shippingAddress ?? null),
    promo: order.promoId !== null && order.promoCode ? { id: order.promoId, code: order.promoCode } : null,
    gift_message: order.giftMessage,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    fulfilment: fulfilmentView(order),
  };
}
