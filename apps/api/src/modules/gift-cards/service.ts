import type { BuyGiftCardRequest, GiftCardBalance, GiftCardOffer, Order } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { formatMoney, getCurrency } from '@atelier/commerce/money';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { unprocessable } from '../carts/cart-promo';
import { idempotentCreate } from '../orders/idempotent-create';
import { orderView } from '../orders/order-view';
import { insertOrder, insertOrderLines, selectLinesOfOrders } from '../orders/queries';
import { loadRates, rateNumber } from '../pricing/exchange';
import type { StoreCurrency } from '../pricing/request-market';
import { findUserById } from '../users/queries';
import { shopTimeZone } from '../workshops/shop-time';
import { newGiftCardCode } from './gift-card-code';
import { giftCardTexts } from './gift-card-messages';
import { findGiftCardByCode, insertGiftCard, selectOfferedValues } from './queries';
import { hasExpired, releaseLapsedHolds } from './redemption';
import { addMonths, dayIn } from './shop-day';

/** A card is valid this many months from its payment (the offer says so too). */
export const VALID_MONTHS = 12;

const IDEMPOTENCY_SCOPE = 'gift_card';

/** Same shape as a valid phone for the contract's `Phone` (a member's stored phone may be anything). */
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;

export interface GiftCardRequest {
  viewerId: number | null;
  currency: StoreCurrency;
  country: string;
  language: Language;
  now: Date;
}

/** GET /api/gift-cards/: the face values of the request currency, ascending. */
export async function getGiftCardOffer(db: Database, currency: StoreCurrency): Promise<GiftCardOffer> {
  const values = await selectOfferedValues(db, currency);
  // Every store currency has values (seed); none is a misconfiguration, not the caller's fault.
  if (values.length === 0) throw new Error(`No gift card values are configured for ${currency}`);
  return { currency, values: values.slice(0, 20), valid_months: VALID_MONTHS };
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
  const today = dayIn(request.now, timeZone);
  // The shopper's "today" may still be yesterday in the shop (a shopper west of it, or late in
  // the evening in UTC while Singapore is past midnight): any day that is today somewhere on
  // earth is accepted and means "send now".
  const earliest = dayIn(request.now, 'Etc/GMT+12');
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

/**
 * GET /api/gift-cards/{code}/balance/: after giving back the money of lapsed holds. A card past
 * its expiry answers `expired` even while its row still says active. Unknown and not yet paid
 * for are the same 404, so the answer says nothing about codes that were bought.
 */
export async function getGiftCardBalance(db: Database, code: string, now: Date): Promise<GiftCardBalance> {
  const card = await db.transaction(async (tx) => {
    const found = await findGiftCardByCode(tx, code);
    if (!found || found.status === 'pending') return undefined;
    return (await releaseLapsedHolds(tx, found.id)) > 0 ? findGiftCardByCode(tx, code) : found;
  });
  if (!card) throw notFound('No gift card with this code');
  const status: GiftCardBalance['status'] = hasExpired(card, now)
    ? 'expired'
    : card.status === 'redeemed' || card.balance === 0
      ? 'redeemed'
      : 'active';
  return {
    code: card.code,
    status,
    initial_value: card.initialValue,
    balance: card.balance,
    currency: card.currency as GiftCardBalance['currency'],
    expires_at: card.expiresAt ? card.expiresAt.toISOString() : null,
  };
}
