import { randomUUID } from 'node:crypto';
import type { Order } from '@atelier/api/schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, giftCards, orders, outboxEmails } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import type { JsonResponse } from '../../../test/support/http-client';
import { useTestServer } from '../../../test/support/test-server';
import { newGiftCardCode } from '../gift-cards/gift-card-code';
import { redeemGiftCard } from '../gift-cards/redemption';
import { buyBody, CHECKS_UNLIMITED, giftCardCalls } from '../../../test/support/gift-card-calls';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';

interface ErrorBody {
  message: string;
  errors?: { field: string; reason: string }[];
}

const SLUG = 'orchid-garden-candle';
const reasonOf = (res: JsonResponse<unknown>) => (res.body as ErrorBody).errors?.[0];

/**
 * Paying orders with gift cards (issue 7, point 6) over real HTTP: partial and full use, the
 * conditional UPDATE under concurrency, the order's hold and its lazy release, refusals and
 * idempotent replays.
 */
describe.each(databases())('gift card redemption on %s', (target) => {
  const server = useTestServer(target, {
    rateLimits: { ...GENEROUS_RATE_LIMITS, giftCardBalance: CHECKS_UNLIMITED },
    mail: false,
  });
  const shop = checkoutCalls(server);
  const cards = giftCardCalls(server);

  /** What one unit of the candle costs with Standard delivery in Singapore (no card). */
  let due: number;
  beforeAll(async () => {
    await shop.setStock(shop.product(SLUG).variant(0).id, 10_000);
    due = (await shop.orderOf(SLUG)).total;
    expect(due).toBeGreaterThan(0);
  });

  /** An active card issued straight into the database. */
  async function issue(balance: number, extra: Partial<typeof giftCards.$inferInsert> = {}) {
    const [card] = await server.db
      .insert(giftCards)
      .values({
        code: newGiftCardCode(),
        currency: 'SGD',
        initialValue: Math.max(balance, 1),
        balance,
        status: balance === 0 ? 'redeemed' : 'active',
        expiresAt: new Date(Date.now() + 365 * 86_400_000),
        recipientEmail: 'holder@example.com',
        ...extra,
      })
      .returning();
    return card!;
  }

  const balanceOf = async (id: number) =>
    (await server.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!;

  async function orderWithCard(code: string, key = randomUUID(), extra: Record<string, unknown> = {}) {
    const cart = await shop.cartWith(SLUG, 1);
    const res = await shop.placeOrder(shop.orderBody(cart.id, { gift_card_code: code, ...extra }), key);
    return { cart, res };
  }

  it('a card worth more than the order pays it in full: total 0, paid at once, the rest stays on the card', async () => {
    const card = await issue(100_000);
    const { res } = await orderWithCard(card.code);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body;
    expect(order).toMatchObject({ gift_card_amount: due, total: 0, status: 'paid' });
    expect(order.paid_at).not.toBeNull();
    expect(order.total).toBe(order.subtotal - order.discount + order.shipping - order.gift_card_amount);
    expect(await balanceOf(card.id)).toMatchObject({ balance: 100_000 - due, status: 'active' });
    expect((await cards.balance(card.code)).body).toMatchObject({ balance: 100_000 - due, status: 'active' });

    // Nothing is charged: one zero payment on record, and the order cannot be paid again.
    expect(await shop.paymentsOf(order.id)).toEqual([
      expect.objectContaining({ amount: 0, status: 'succeeded' }),
    ]);
    expect((await shop.pay(order.id)).status).toBe(409);
    const [email] = await server.db.select().from(outboxEmails).where(eq(outboxEmails.reference, order.id));
    expect(email!.textBody).toContain('Paid by gift card: -S$');
    expect(email!.textBody).toContain('Total: S$0.00');
  });

  it('a card worth less than the order pays its whole balance; the rest is paid by card', async () => {
    const card = await issue(1000);
    const { res } = await orderWithCard(card.code);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ gift_card_amount: 1000, total: due - 1000, status: 'pending_payment' });
    expect(await balanceOf(card.id)).toMatchObject({ balance: 0, status: 'redeemed' });

    const paid = await shop.pay(res.body.id);
    expect(paid.body).toMatchObject({ status: 'succeeded', amount: due - 1000 });
    expect((await cards.balance(card.code)).body).toMatchObject({ status: 'redeemed', balance: 0 });
    // Spent: the next order is refused.
    const again = await orderWithCard(card.code);
    expect(again.res.status).toBe(422);
    expect(reasonOf(again.res)).toEqual({ field: 'body.gift_card_code', reason: 'spent' });
  });

  /**
   * Orders fired at once, each counting on 80% of one card (the amount the checkout showed, sent as
   * `expected_gift_card_amount`): exactly one gets it, whatever the interleaving (PostgreSQL runs
   * them at once, PGlite one after another); every other is refused with 422 `balance_changed` and
   * writes nothing. The card is never overdrawn and every cent taken is on an order.
   */
  async function raceOn(orderCount: number) {
    const card = await issue(Math.ceil(due / 0.8));
    const cartsOf = await Promise.all(Array.from({ length: orderCount }, () => shop.cartWith(SLUG, 1)));
    const answers = await Promise.all(
      cartsOf.map((c) =>
        shop.placeOrder(shop.orderBody(c.id, { gift_card_code: card.code, expected_gift_card_amount: due })),
      ),
    );
    const placed = answers.filter((a) => a.status === 201).map((a) => a.body as Order);
    const refused = answers.filter((a) => a.status !== 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ gift_card_amount: due });
    expect(placed[0]!.total).toBe(placed[0]!.subtotal - placed[0]!.discount + placed[0]!.shipping - due);
    expect(refused.map((r) => [r.status, reasonOf(r)?.reason])).toEqual(
      Array.from({ length: orderCount - 1 }, () => [422, 'balance_changed']),
    );
    const after = await balanceOf(card.id);
    expect(after.balance).toBe(card.balance - due);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    const [taken] = await server.db
      .select({ sum: sql<number>`coalesce(sum(${orders.giftCardAmount}), 0)::int` })
      .from(orders)
      .where(eq(orders.giftCardId, card.id));
    expect(taken!.sum).toBe(due);
    // Refused orders wrote nothing: their carts are still open.
    const refusedCarts = cartsOf.filter((_, i) => answers[i]!.status !== 201).map((c) => c.id);
    for (const id of refusedCarts) {
      const [row] = await server.db.select().from(carts).where(eq(carts.id, id));
      expect(row!.status).toBe('open');
    }
  }

  it('two concurrent orders each spending 80% of one card: exactly one succeeds, the balance never goes negative', async () => {
    await raceOn(2);
  });

  it('ten concurrent orders each spending 80% of one card: exactly one succeeds', async () => {
    await raceOn(10);
  });

  it('refuses an order whose shown gift card amount no longer holds (422 balance_changed), writing nothing', async () => {
    const card = await issue(Math.ceil(due / 0.8));
    // Another order spent most of the card after the shopper saw its balance.
    await server.db.update(giftCards).set({ balance: 10 }).where(eq(giftCards.id, card.id));
    const { cart, res } = await orderWithCard(card.code, randomUUID(), { expected_gift_card_amount: due });
    expect(res.status).toBe(422);
    expect(reasonOf(res)).toEqual({ field: 'body.gift_card_code', reason: 'balance_changed' });
    expect(await balanceOf(card.id)).toMatchObject({ balance: 10 });
    expect((await shop.cartSnapshot(cart.id)).row!.status).toBe('open');
    // Without an expectation the server takes what is there and the rest is paid by card.
    const { res: second } = await orderWithCard(card.code);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ gift_card_amount: 10, total: due - 10 });
  });

  it('an expected gift card amount without a code is a 400 naming the field', async () => {
    const cart = await shop.cartWith(SLUG, 1);
    const res = await shop.placeOrder(shop.orderBody(cart.id, { expected_gift_card_amount: 100 }));
    expect(res.status).toBe(400);
    expect(reasonOf(res)).toEqual({
      field: 'body.expected_gift_card_amount',
      reason: 'without_gift_card_code',
    });
  });

  it('gift cards cannot pay for gift cards', async () => {
    const card = await issue(100_000);
    await expect(
      server.db.transaction((tx) =>
        redeemGiftCard(tx, {
          code: card.code,
          currency: 'SGD',
          due: 5000,
          now: new Date(),
          language: 'en',
          buysGiftCards: true,
        }),
      ),
    ).rejects.toMatchObject({
      statusCode: 422,
      extra: { errors: [{ field: 'body.gift_card_code', reason: 'gift_card_purchase' }] },
    });
    expect(await balanceOf(card.id)).toMatchObject({ balance: 100_000 });
  });

  it('an unpaid order holds the money until its hold runs out; then the hold lapses and the money comes back', async () => {
    const card = await issue(1000);
    const { res } = await orderWithCard(card.code);
    const held = res.body;
    expect(held.gift_card_amount).toBe(1000);
    // The deadline is stored on the order: ORDER_HOLD_SECONDS (15 minutes here) from its placing.
    const deadline = (await shop.orderRow(held.id))!.holdExpiresAt.getTime();
    expect(deadline - Date.parse(held.created_at)).toBe(15 * 60_000);
    const leave = async (seconds: number) =>
      server.db
        .update(orders)
        .set({ holdExpiresAt: new Date(Date.now() + seconds * 1000) })
        .where(eq(orders.id, held.id));

    await leave(60);
    expect((await cards.balance(card.code)).body).toMatchObject({ balance: 0, status: 'redeemed' });
    expect((await shop.orderRow(held.id))!.status).toBe('pending_payment');

    await leave(-1);
    expect((await cards.balance(card.code)).body).toMatchObject({ balance: 1000, status: 'active' });
    expect((await shop.orderRow(held.id))!.status).toBe('cancelled');
    // Asked again: the money comes back once.
    expect((await cards.balance(card.code)).body).toMatchObject({ balance: 1000 });
    // The lapsed order can no longer be paid; the order view says so.
    expect((await shop.pay(held.id)).status).toBe(409);
    expect((await shop.readOrder(held.id)).body).toMatchObject({
      status: 'cancelled',
      gift_card_amount: 1000,
    });
  });

  it('gives back a lapsed hold before the next redemption of the card', async () => {
    const card = await issue(1000);
    const first = (await orderWithCard(card.code)).res.body;
    await server.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, first.id));
    const second = await orderWithCard(card.code);
    expect(second.res.status).toBe(201);
    expect(second.res.body).toMatchObject({ gift_card_amount: 1000 });
    expect((await shop.orderRow(first.id))!.status).toBe('cancelled');
    expect(await balanceOf(card.id)).toMatchObject({ balance: 0 });
  });

  it('leaves a paid order and its amount alone however old it is', async () => {
    const card = await issue(1000);
    const order = (await orderWithCard(card.code)).res.body;
    expect((await shop.pay(order.id)).status).toBe(200);
    await server.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 120 * 60_000), holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    expect((await cards.balance(card.code)).body).toMatchObject({ balance: 0 });
    expect((await shop.orderRow(order.id))!.status).toBe('paid');
  });

  it('refuses unknown, unpaid, expired, spent and other-currency cards, naming body.gift_card_code, and writes nothing', async () => {
    const expired = await issue(5000, { expiresAt: new Date(Date.now() - 60_000) });
    const unpaid = await cards.bought(buyBody());
    const pendingCode = (await cards.cardOfOrder(unpaid.id)).code;
    const cases: [string, string][] = [
      ['ZZZZ-ZZZZ-ZZZZ-ZZZZ', 'unknown'],
      [pendingCode, 'unknown'],
      [expired.code, 'expired'],
      ['ATLR-GIFT-OLD0-0003', 'expired'],
      ['ATLR-GIFT-USED-0002', 'spent'],
      ['ATLR-GIFT-USD0-0004', 'currency'],
    ];
    const variantId = shop.product(SLUG).variant(0).id;
    const stock = await shop.stockOf(variantId);
    for (const [code, reason] of cases) {
      const { cart, res } = await orderWithCard(code);
      expect(res.status, code).toBe(422);
      expect(reasonOf(res), code).toEqual({ field: 'body.gift_card_code', reason });
      expect((res.body as unknown as ErrorBody).message.length).toBeGreaterThan(10);
      expect((await shop.cartSnapshot(cart.id)).row!.status).toBe('open');
    }
    expect(await shop.stockOf(variantId)).toBe(stock);
    expect(await balanceOf(expired.id)).toMatchObject({ balance: 5000 });
  });

  it('says why in the shopper language', async () => {
    const cart = await shop.cartWith(SLUG, 1);
    const res = await shop.placeOrder(
      shop.orderBody(cart.id, { gift_card_code: 'ATLR-GIFT-USED-0002' }),
      randomUUID(),
      { headers: { 'accept-language': 'vi' } },
    );
    expect((res.body as unknown as ErrorBody).message).toBe('Thẻ quà tặng này đã hết số dư.');
  });

  it('takes the money once when the same Idempotency-Key is replayed, also concurrently', async () => {
    const card = await issue(100_000);
    const key = randomUUID();
    const cart = await shop.cartWith(SLUG, 1);
    const body = shop.orderBody(cart.id, { gift_card_code: card.code });
    const answers = await Promise.all(Array.from({ length: 5 }, () => shop.placeOrder(body, key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => (a.body as Order).id)).size).toBe(1);
    const later = await shop.placeOrder(body, key);
    expect(later.body).toEqual(answers[0]!.body);
    expect(await balanceOf(card.id)).toMatchObject({ balance: 100_000 - due });
  });

  it('buys a card, pays it, then pays part of an order with its code', async () => {
    const bought = await cards.bought(buyBody({ face_value: 5000 }));
    expect((await shop.pay(bought.id)).status).toBe(200);
    const { code } = await cards.cardOfOrder(bought.id);
    const { res } = await orderWithCard(code);
    expect(res.body).toMatchObject({
      gift_card_amount: Math.min(5000, due),
      total: due - Math.min(5000, due),
    });
    expect((await cards.balance(code)).body).toMatchObject({ balance: 5000 - Math.min(5000, due) });
  });

  it('keeps a gift message, trimmed, in the order and its e-mail; refuses more than 300 characters', async () => {
    const card = await issue(100_000);
    const { res } = await orderWithCard(card.code, randomUUID(), {
      gift_message: '  Happy birthday, Wei!  ',
    });
    expect(res.body.gift_message).toBe('Happy birthday, Wei!');
    expect((await shop.readOrder(res.body.id)).body.gift_message).toBe('Happy birthday, Wei!');
    const [email] = await server.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.reference, res.body.id));
    expect(email!.textBody).toContain('Gift message:\nHappy birthday, Wei!');

    const cart = await shop.cartWith(SLUG, 1);
    const long = await shop.placeOrder(shop.orderBody(cart.id, { gift_message: 'x'.repeat(301) }));
    expect(long.status).toBe(400);
    expect((long.body as unknown as ErrorBody).errors?.[0]?.field).toBe('body.gift_message');
    const blank = await shop.placeOrder(shop.orderBody(cart.id, { gift_message: '   ' }));
    expect(blank.body).toMatchObject({ gift_message: null });
  });
});
