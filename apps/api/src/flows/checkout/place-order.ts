import type { CreateOrderRequest, Order, PerfumeCustomization } from '@atelier/api/schema';
import { shippingMethodName, type Language, type ShippingMethodCode } from '@atelier/commerce/enums';
import type { Database } from '../../db/database';
import { badRequest, conflict, forbidden, type HttpError, notFound, unprocessable } from '../../http/errors';
import { rateNumber, taxIncludedIn } from '../../modules/pricing';
import { countRedemptions } from '../../modules/promos';
import { findShippingRule } from '../../modules/shipping';
import {
  type CartMarket,
  cartMessages,
  customerOf,
  itemDisplayName,
  lockCart,
  priceCartIn,
  readCart,
  saveCart,
  variantValues,
} from '../../modules/carts';
import { redeemGiftCard } from '../../modules/gift-cards';
import { insertPayment, type PaymentProvider } from '../../modules/payments';
import { releaseLapsedHoldsOfCode } from '../payments/hold-release';
import { markOrderPaid } from '../payments/settlement';
import {
  deliveryAddress,
  findOrder,
  insertOrder,
  insertOrderLines,
  insertRedemption,
  type NewOrderLine,
  orderHoldDeadline,
  orderView,
  selectLinesOfOrders,
  takeStock,
} from '../../modules/orders';
import { idempotentCreate } from '../../modules/idempotency';

export interface OrderRequest {
  viewerId: number | null;
  market: CartMarket;
  language: Language;
  /**
   * The configured provider: its name is recorded on the zero payment of an order a gift card
   * pays in full; lapsed holds on the gift card are ended through it before the card is used.
   */
  provider: PaymentProvider;
  /** ORDER_HOLD_SECONDS: how long the unpaid order holds its stock, promo use and card money. */
  holdSeconds: number;
}

const IDEMPOTENCY_SCOPE = 'order';

/** 409 telling the shopper the cart no longer matches the catalogue: run precheckout first. */
function cartChanged(reason: string, message: string): HttpError {
  return conflict(`${message} Please review your cart (precheckout) and try again.`, {
    errors: [{ field: 'body.cart_id', reason }],
  });
}

/**
 * Turns a cart into an order, all in one transaction: the cart row is locked, re-priced with the
 * cart rules (never client prices), refused with a 409 when it no longer matches what the shopper
 * saw (withdrawn item, moved price, short stock, code that no longer holds: run precheckout), the
 * stock taken with conditional UPDATEs, the code's use kept as a redemption (the cart already
 * counted it in `used_count`), a gift card's share taken with one conditional UPDATE (an order it
 * pays in full is paid at once) and the cart closed. Any failure rolls everything back.
 */
async function placeOrder(tx: Database, body: CreateOrderRequest, request: OrderRequest): Promise<Order> {
  const messages = cartMessages(request.language);
  const locked = await lockCart(tx, body.cart_id);
  if (!locked || locked.status !== 'open') throw notFound();
  if (locked.userId !== null && locked.userId !== request.viewerId) throw forbidden();
  if (locked.currency !== request.market.currency || locked.country !== request.market.country) {
    throw cartChanged('market_changed', 'Your cart was priced for another currency or country.');
  }

  const rule = await findShippingRule(tx, body.shipping_rule_id);
  if (!rule || rule.country !== locked.country) {
    throw unprocessable('body.shipping_rule_id', 'not_available', messages.shippingNotHere());
  }
  const address = body.shipping_address ?? null;
  if (!address && rule.method !== 'self-collect') {
    throw unprocessable('body.shipping_address', 'required', 'A shipping address is required for delivery.');
  }
  const address_ = address ? deliveryAddress(address, locked.country) : null;

  const cart = { ...locked, shippingRuleId: rule.id };
  const { contents } = await readCart(tx, { rows: [cart] });
  // The member placing it (or whose cart it is): a once-per-customer code counts their account
  // too, whatever address this order gives.
  const memberId = request.viewerId ?? locked.userId;
  const customerRedemptions =
    cart.promoId === null ? null : await countRedemptions(tx, cart.promoId, body.email, memberId);
  // A tier code is for its tiers' members only (a guest, or the member's tier changed since).
  const customer = cart.promoId === null ? undefined : await customerOf(tx, memberId);
  const priced = priceCartIn(cart, contents, request.market, {
    customerRedemptions,
    ...(customer ? { customer } : {}),
  });
  if (!priced.items.some((item) => !item.isFreeGift)) {
    throw unprocessable('body.cart_id', 'empty_cart', 'Your cart is empty.');
  }

  const variantCount = new Map<number, number>();
  for (const v of contents.variantRows)
    variantCount.set(v.productId, (variantCount.get(v.productId) ?? 0) + 1);
  const wanted = new Map<number, { quantity: number; stock: number; name: string }>();
  const lines: NewOrderLine[] = [];
  const pricedLines = new Map(priced.pricing.lines.map((l) => [l.id, l]));
  for (const [position, item] of priced.items.entries()) {
    const { product, variant, unitPrice } = priced.catalogue.get(item.id)!;
    const name = itemDisplayName(product, variant, variantCount.get(item.productId) ?? 0, request.language);
    if (!product || !product.active || !variant || unitPrice === null) {
      throw cartChanged('unavailable', messages.removedWithdrawn(name));
    }
    if (!item.isFreeGift && item.lastUnitPrice !== null && item.lastUnitPrice !== unitPrice) {
      throw cartChanged('price_changed', `The price of ${name} has changed.`);
    }
    const entry = wanted.get(variant.id) ?? { quantity: 0, stock: variant.stock, name };
    entry.quantity += item.quantity;
    wanted.set(variant.id, entry);
    const line = pricedLines.get(item.id)!;
    lines.push({
      orderId: '',
      kind: 'product',
      productId: product.id,
      variantId: variant.id,
      productType: product.type,
      name: name.slice(0, 200),
      quantity: item.quantity,
      price: line.price,
      total: line.total,
      currency: request.market.currency,
      itemFeedId: variant.sku.slice(0, 64),
      variantValues: variantValues(
        variant.label,
        (item.customization ?? null) as PerfumeCustomization | null,
        request.language,
      ),
      customization: item.customization ?? null,
      isFreeGift: item.isFreeGift,
      position,
    });
  }

  const evaluation = priced.pricing.promo;
  if (priced.promo && evaluation && !evaluation.applies) {
    throw cartChanged(
      'promo_not_applicable',
      messages.promoRemoved(priced.promo.code, messages.refusal(evaluation, request.market.currency)),
    );
  }

  // Stock: one conditional UPDATE per variant, in id order (concurrent orders lock rows alike).
  for (const [variantId, { quantity, stock, name }] of [...wanted].sort(([a], [b]) => a - b)) {
    if (!(await takeStock(tx, variantId, quantity))) {
      const reason = stock === 0 ? 'out_of_stock' : 'insufficient_stock';
      throw cartChanged(reason, `Not enough stock left of ${name}.`);
    }
  }

  const { subtotal, discount, shipping } = priced.pricing;
  // The gift card pays what is left after the discount, shipping included; taken last, once the
  // amount is final, and with everything else rolled back when it is refused.
  const redemption =
    body.gift_card_code === undefined
      ? null
      : await redeemGiftCard(tx, {
          code: body.gift_card_code,
          expected: body.expected_gift_card_amount,
          currency: request.market.currency,
          due: subtotal - discount + shipping,
          now: request.market.now,
          language: request.language,
          buysGiftCards: lines.some((line) => line.kind === 'gift_card'),
        });
  const giftCardAmount = redemption?.amount ?? 0;
  // Stored with the order at today's rate; the gift card is a means of payment, not a discount.
  const tax = taxIncludedIn(request.market.country, subtotal - discount + shipping);
  const order = await insertOrder(tx, {
    createdAt: request.market.now,
    holdExpiresAt: orderHoldDeadline(request.market.now, request.holdSeconds),
    userId: memberId,
    cartId: locked.id,
    email: body.email,
    phone: body.phone,
    status: 'pending_payment',
    currency: request.market.currency,
    exchangeRate: String(rateNumber(request.market.currency, contents.rates)),
    subtotal,
    discount,
    shipping,
    giftCardId: redemption?.cardId ?? null,
    giftCardAmount,
    total: subtotal - discount + shipping - giftCardAmount,
    taxName: tax.name,
    taxRate: tax.rate,
    taxAmount: tax.amount,
    giftMessage: body.gift_message?.trim() || null,
    shippingRuleId: rule.id,
    shippingMethod: shippingMethodName(rule.method as ShippingMethodCode),
    shippingAddress: address_,
    promoId: priced.promo?.id ?? null,
    promoCode: priced.promo?.code ?? null,
    note: body.note ?? null,
    marketingOptIn: body.marketing_opt_in ?? false,
    country: locked.country,
    language: request.language,
  });
  await insertOrderLines(
    tx,
    lines.map((line) => ({ ...line, orderId: order.id })),
  );
  // The cart already holds the code's use (used_count); the order keeps it as a redemption.
  if (priced.promo)
    await insertRedemption(tx, {
      promoId: priced.promo.id,
      email: body.email,
      userId: memberId,
      reference: order.id,
    });
  await saveCart(tx, { ...locked, shippingRuleId: rule.id, status: 'ordered' });
  if (redemption && order.total === 0) {
    // The card pays everything: nothing is left to charge, so the order is paid now, with a zero
    // payment on record like `POST /api/orders/{id}/pay/` does for an order with nothing to pay.
    await insertPayment(tx, {
      orderId: order.id,
      status: 'succeeded',
      amount: 0,
      currency: order.currency,
      provider: request.provider.name,
      providerReference: null,
      failureCode: null,
      failureMessage: null,
      idempotencyKey: null,
    });
    await markOrderPaid(tx, order.id);
    const paid = (await findOrder(tx, order.id))!;
    return orderView(paid, await selectLinesOfOrders(tx, [order.id]));
  }
  return orderView(order, await selectLinesOfOrders(tx, [order.id]));
}

/** What `POST /api/orders/` answers: the order and its status (201, also on a replay). */
export interface CreatedOrder {
  statusCode: number;
  order: Order;
}

/** POST /api/orders/: idempotent by `Idempotency-Key` (see idempotentCreate). */
export async function createOrder(
  db: Database,
  key: string,
  body: CreateOrderRequest,
  request: OrderRequest,
): Promise<CreatedOrder> {
  const { market, viewerId } = request;
  if (body.expected_gift_card_amount !== undefined && body.gift_card_code === undefined) {
    throw badRequest([{ field: 'body.expected_gift_card_amount', reason: 'without_gift_card_code' }]);
  }
  // Money a lapsed order still held on the card comes back first, in its own short transactions
  // (the order's then locks only the card's row).
  if (body.gift_card_code !== undefined) {
    await releaseLapsedHoldsOfCode(db, request.provider, body.gift_card_code, market.now);
  }
  const created = await idempotentCreate(
    db,
    {
      scope: IDEMPOTENCY_SCOPE,
      key,
      request: { body, user: viewerId, currency: market.currency, country: market.country },
    },
    (tx) => placeOrder(tx, body, request),
  );
  return { statusCode: created.statusCode, order: created.body };
}
