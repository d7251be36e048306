import type { BuyGiftCardRequest, Order } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { formatMoney, getCurrency } from '@atelier/commerce/money';
import type { Database } from '../../db/database';
import { badRequest, unprocessable } from '../../http/errors';
import { idempotentCreate } from '../../modules/idempotency';
import {
  insertOrder,
  insertOrderLines,
  orderHoldDeadline,
  orderView,
  selectLinesOfOrders,
} from '../../modules/orders';
import { loadRates, rateNumber } from '../../modules/pricing';
import type { StoreCurrency } from '../../http/market';
import { findUserById } from '../../modules/users';
import { addMonths, localDate, shopTimeZone } from '../../modules/shop-calendar';
import {
  VALID_MONTHS,
  giftCardTexts,
  insertGiftCard,
  newGiftCardCode,
  selectOfferedValues,
} from '../../modules/gift-cards';

const IDEMPOTENCY_SCOPE = 'gift_card';

/** Same shape as a valid phone for the contract's `Phone` (a member's stored phone may be anything). */
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;

export interface GiftCardRequest {
  viewerId: number | null;
  currency: StoreCurrency;
  country: string;
  language: Language;
  now: Date;
  /** ORDER_HOLD_SECONDS: how long the unpaid order holds its cards. */
  holdSeconds: number;
}

function moneyText(amount: number, currency: string): string {
  const display = getCurrency(currency);
  return display ? formatMoney(amount, display) : `${amount} ${currency}`;
}

/**
 * The order of a card: `pending_payment`, no cart and no delivery, one `gift_card` line at the
 * face value, and the card itself `pending` with its recipient and delivery day, waiting for the
 * payment (settlement activates it and queues its e-mail). The code is drawn until it is free.
 */
async function placeGiftCardOrder(
  tx: Database,
  body: BuyGiftCardRequest,
  request: GiftCardRequest,
): Promise<Order> {
  const values = await selectOfferedValues(tx, request.currency);
  if (!values.includes(body.face_value)) {
    const offered = values.map((v) => moneyText(v, request.currency)).join(', ');
    throw unprocessable(
      'body.face_value',
      'not_offered',
      offered
        ? `Gift cards come in these values: ${offered}.`
        : 'No gift cards are offered in this currency.',
    );
  }

  const timeZone = await shopTimeZone(tx, request.country);
  const today = localDate(request.now, timeZone);
  // The shopper's "today" may still be yesterday in the shop (a shopper west of it, or late in
  // the evening in UTC while Singapore is past midnight): any day that is today somewhere on
  // earth is accepted and means "send now".
  const earliest = localDate(request.now, 'Etc/GMT+12');
  const asked = body.deliver_on ?? today;
  const latest = addMonths(today, VALID_MONTHS);
  const deliverOn = asked < today ? today : asked;
  if (asked < earliest || asked > latest) {
    throw unprocessable(
      'body.deliver_on',
      'out_of_range',
      `The gift card can be sent from today (${today}) up to ${latest}.`,
    );
  }

  const recipientName = body.recipient_name.trim();
  const senderName = body.sender_name.trim();
  const blank = [
    ...(recipientName ? [] : [{ field: 'body.recipient_name', reason: 'blank' }]),
    ...(senderName ? [] : [{ field: 'body.sender_name', reason: 'blank' }]),
  ];
  if (blank.length > 0) throw badRequest(blank);

  const member = request.viewerId === null ? undefined : await findUserById(tx, request.viewerId);
  // Nothing is delivered, so no phone is asked; a member's valid one is kept for support.
  const phone = member?.phone && PHONE.test(member.phone) ? member.phone : null;
  const rates = await loadRates(tx);
  const order = await insertOrder(tx, {
    createdAt: request.now,
    holdExpiresAt: orderHoldDeadline(request.now, request.holdSeconds),
    userId: member?.id ?? null,
    cartId: null,
    email: body.email,
    phone,
    status: 'pending_payment',
    currency: request.currency,
    exchangeRate: String(rateNumber(request.currency, rates)),
    subtotal: body.face_value,
    discount: 0,
    shipping: 0,
    giftCardAmount: 0,
    total: body.face_value,
    country: request.country,
    language: request.language,
  });
  await insertOrderLines(tx, [
    {
      orderId: order.id,
      kind: 'gift_card',
      name: giftCardTexts(request.language)
        .lineName(moneyText(body.face_value, request.currency), recipientName)
        .slice(0, 200),
      quantity: 1,
      price: body.face_value,
      total: body.face_value,
      currency: request.currency,
      itemFeedId: 'gift-card',
      position: 0,
    },
  ]);
  const card = {
    currency: request.currency,
    initialValue: body.face_value,
    balance: body.face_value,
    status: 'pending',
    recipientEmail: body.recipient_email,
    recipientName,
    senderName,
    message: body.message?.trim() || null,
    deliverOn,
    orderId: order.id,
  };
  // 80 random bits make a clash all but impossible; a few redraws cover it anyway.
  for (let attempt = 0; ; attempt += 1) {
    if (await insertGiftCard(tx, { ...card, code: newGiftCardCode() })) break;
    if (attempt >= 5) throw new Error('Could not draw a free gift card code');
  }
  return orderView(order, await selectLinesOfOrders(tx, [order.id]));
}

/** POST /api/gift-cards/: idempotent by `Idempotency-Key`, like order creation. */
export async function buyGiftCard(
  db: Database,
  key: string,
  body: BuyGiftCardRequest,
  request: GiftCardRequest,
): Promise<{ statusCode: number; order: Order }> {
  const created = await idempotentCreate(
    db,
    {
      scope: IDEMPOTENCY_SCOPE,
      key,
      request: { body, user: request.viewerId, currency: request.currency, country: request.country },
    },
    (tx) => placeGiftCardOrder(tx, body, request),
  );
  return { statusCode: created.statusCode, order: created.body };
}
