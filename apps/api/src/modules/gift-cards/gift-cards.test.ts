import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards, orders } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import {
  checkoutCalls,
  GENEROUS_RATE_LIMITS,
  GOOD_CARD,
  VND_MARKET,
} from '../../../test/support/checkout-calls';
import { buyBody, CHECKS_UNLIMITED, giftCardCalls } from '../../../test/support/gift-card-calls';
import { addMonths, localDate } from '../shop-calendar';

interface ErrorBody {
  message: string;
  errors?: { field: string; reason: string }[];
}

const CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
const SINGAPORE = 'Asia/Singapore';

describe.each(databases())('buying gift cards on %s', (target) => {
  const server = useTestServer(target, {
    rateLimits: { ...GENEROUS_RATE_LIMITS, giftCardBalance: CHECKS_UNLIMITED },
    mail: { intervalMs: 3_600_000 },
  });
  const shop = checkoutCalls(server);
  const cards = giftCardCalls(server);

  it('offers the values of the request currency, ascending, valid 12 months', async () => {
    const sgd = await cards.offer();
    expect(sgd.status).toBe(200);
    expect(sgd.body).toEqual({ currency: 'SGD', values: [5000, 10000, 15000, 20000], valid_months: 12 });
    const vnd = await cards.offer({ headers: VND_MARKET });
    expect(vnd.body).toEqual({
      currency: 'VND',
      values: [1_000_000, 2_000_000, 3_000_000, 5_000_000],
      valid_months: 12,
    });
  });

  it('buy → pay with 4242…: the card becomes active, its e-mail goes to the recipient, the balance answers', async () => {
    const member = await registerMember(server.url, { phone: '+65 8123 4567' });
    const order = await cards.bought(buyBody(), { token: member.token });
    expect(order).toMatchObject({
      status: 'pending_payment',
      user_id: member.user.id,
      email: 'buyer@example.com',
      phone: '+65 8123 4567',
      subtotal: 10000,
      discount: 0,
      shipping: 0,
      gift_card_amount: 0,
      total: 10000,
      currency: 'SGD',
      shipping_method: null,
      shipping_address: null,
    });
    expect(order.line_items).toEqual([
      expect.objectContaining({
        kind: 'gift_card',
        quantity: 1,
        price: 10000,
        total: 10000,
        product_id: null,
      }),
    ]);
    expect(order.line_items[0]!.name).toBe('Gift card S$100.00 for Wei');

    // Not paid yet: the card exists but is pending, and its code is as unknown as any other.
    const pending = await cards.cardOfOrder(order.id);
    expect(pending).toMatchObject({
      status: 'pending',
      balance: 10000,
      initialValue: 10000,
      expiresAt: null,
    });
    expect(pending.code).toMatch(CODE);
    const before = await cards.balance(pending.code);
    const unknown = await cards.balance('ABCD-EFGH-JKLM-NPQR');
    expect(before.status).toBe(404);
    expect(before.body).toEqual(unknown.body);

    const paid = await shop.pay(order.id, GOOD_CARD, { token: member.token });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', amount: 10000 });

    const card = await cards.cardOfOrder(order.id);
    expect(card.status).toBe('active');
    const paidAt = (await shop.orderRow(order.id))!.paidAt!;
    const expected = new Date(paidAt);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(Math.abs(card.expiresAt!.getTime() - expected.getTime())).toBeLessThan(2 * 86_400_000);

    // The recipient's e-mail: code, value, sender, message, links; due at once (deliver today).
    const [email] = await cards.emailsAbout(String(card.id));
    expect(email).toMatchObject({ kind: 'gift_card', recipient: 'wei@example.com', status: 'pending' });
    expect(email!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(email!.subject).toBe('Mei sent you an Atelier Scents gift card of S$100.00');
    for (const part of [email!.textBody, email!.htmlBody]) {
      expect(part).toContain(card.code);
      expect(part).toContain('Happy birthday!');
      expect(part).toContain(`/sg/cart?reward_code=${card.code}`);
      expect(part).toContain('/sg/gift-cards/balance');
    }

    // The buyer's confirmation says who gets the card and when, never the code.
    const [confirmation] = await cards.emailsAbout(order.id);
    expect(confirmation).toMatchObject({ kind: 'order_confirmation', recipient: 'buyer@example.com' });
    expect(confirmation!.textBody).toContain('The gift card will be e-mailed to Wei (wei@example.com) on');
    expect(confirmation!.textBody).not.toContain(card.code);
    expect(confirmation!.htmlBody).not.toContain(card.code);
    expect(confirmation!.textBody).not.toContain('collect');

    const balance = await cards.balance(card.code);
    expect(balance.status).toBe(200);
    expect(balance.body).toEqual({
      code: card.code,
      status: 'active',
      initial_value: 10000,
      balance: 10000,
      currency: 'SGD',
      expires_at: card.expiresAt!.toISOString(),
    });

    // Paying again is the usual 409; the card is issued once, its e-mail queued once.
    expect((await shop.pay(order.id, GOOD_CARD, { token: member.token })).status).toBe(409);
    expect(await cards.emailsAbout(String(card.id))).toHaveLength(1);
  });

  it('e-mails the card no sooner than the start of the chosen day in the shop time zone', async () => {
    const day = addMonths(localDate(new Date(), SINGAPORE), 1);
    const order = await cards.bought(buyBody({ deliver_on: day, recipient_email: 'later@example.com' }));
    expect(order.phone).toBeNull();
    expect((await shop.pay(order.id)).status).toBe(200);
    const card = await cards.cardOfOrder(order.id);
    expect(card.deliverOn).toBe(day);
    const [email] = await cards.emailsAbout(String(card.id));
    // Singapore is UTC+8 all year: midnight there is 16:00 UTC the day before.
    expect(email!.nextAttemptAt.toISOString()).toBe(new Date(`${day}T00:00:00+08:00`).toISOString());

    // A dispatcher round sends what is due (the buyer's confirmation) and leaves the card's e-mail.
    await server.app.mailDispatcher!.runOnce();
    const [waiting] = await cards.emailsAbout(String(card.id));
    const [confirmation] = await cards.emailsAbout(order.id);
    expect(confirmation!.status).toBe('logged');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('refuses a face value that is not offered, naming body.face_value, and writes nothing', async () => {
    const ordersBefore = (await server.db.select().from(orders)).length;
    const res = await cards.buy(buyBody({ face_value: 12345 }));
    expect(res.status).toBe(422);
    const body = res.body as unknown as ErrorBody;
    expect(body.errors).toEqual([{ field: 'body.face_value', reason: 'not_offered' }]);
    expect(body.message).toContain('S$50.00');
    // An offered value of another currency is not one of this currency's.
    const vnd = await cards.buy(buyBody({ face_value: 10000 }), randomUUID(), { headers: VND_MARKET });
    expect(vnd.status).toBe(422);
    expect((await server.db.select().from(orders)).length).toBe(ordersBefore);
  });

  it('refuses a delivery day in the past everywhere or more than 12 months ahead (body.deliver_on)', async () => {
    const today = localDate(new Date(), SINGAPORE);
    // The last place on earth to start a day is UTC-12: the day before its today is past everywhere.
    const earliest = localDate(new Date(), 'Etc/GMT+12');
    const past = new Date(Date.parse(`${earliest}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    for (const day of [past, nextDay(addMonths(today, 12))]) {
      const res = await cards.buy(buyBody({ deliver_on: day }));
      expect(res.status, day).toBe(422);
      expect((res.body as unknown as ErrorBody).errors).toEqual([
        { field: 'body.deliver_on', reason: 'out_of_range' },
      ]);
    }
    expect((await cards.buy(buyBody({ deliver_on: addMonths(today, 12) }))).status).toBe(201);
    expect((await cards.buy(buyBody({ deliver_on: '2026-02-30' }))).status).toBe(400);
  });

  it("takes a shopper's today that is still yesterday in the shop as today: the card goes now", async () => {
    const today = localDate(new Date(), SINGAPORE);
    const order = await cards.bought(buyBody({ deliver_on: localDate(new Date(), 'Etc/GMT+12') }));
    expect((await cards.cardOfOrder(order.id)).deliverOn).toBe(today);
  });

  it('names the card in the request language and currency (vi, VND)', async () => {
    const order = await cards.bought(buyBody({ face_value: 2_000_000, recipient_name: 'Lan' }), {
      headers: { ...VND_MARKET, 'accept-language': 'vi' },
    });
    expect(order.currency).toBe('VND');
    expect(order.total).toBe(2_000_000);
    expect(order.line_items[0]!.name).toMatch(/^Thẻ quà tặng 2\.000\.000\s?₫ cho Lan$/);
  });

  it('answers a replay with the same Idempotency-Key with the same order and one card', async () => {
    const key = randomUUID();
    const first = await cards.buy(buyBody({ recipient_email: 'replay@example.com' }), key);
    const again = await cards.buy(buyBody({ recipient_email: 'replay@example.com' }), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const rows = await server.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.recipientEmail, 'replay@example.com'));
    expect(rows).toHaveLength(1);
    const other = await cards.buy(buyBody({ recipient_email: 'other@example.com' }), key);
    expect(other.status).toBe(422);
    expect(await cards.buy(buyBody(), null)).toMatchObject({ status: 400 });
  });

  it('escapes what the buyer typed in the HTML e-mail', async () => {
    const order = await cards.bought(
      buyBody({ sender_name: '<b>Mei</b>', message: '<script>alert(1)</script> & love' }),
    );
    expect((await shop.pay(order.id)).status).toBe(200);
    const card = await cards.cardOfOrder(order.id);
    const [email] = await cards.emailsAbout(String(card.id));
    expect(email!.htmlBody).not.toContain('<script>');
    expect(email!.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; love');
    expect(email!.textBody).toContain('<script>alert(1)</script> & love');
  });

  it('checks balances: 404 for unknown codes, expired once expires_at has passed, redeemed when spent', async () => {
    expect((await cards.balance('ZZZZ-ZZZZ-ZZZZ-ZZZZ')).status).toBe(404);
    expect((await cards.balance('not-a-code')).status).toBe(400);
    const used = await cards.balance('ATLR-GIFT-USED-0002');
    expect(used.body).toMatchObject({ status: 'redeemed', balance: 0, initial_value: 5000 });
    const old = await cards.balance('ATLR-GIFT-OLD0-0003');
    expect(old.body).toMatchObject({ status: 'expired' });
    // Still `active` in its row, but past its expiry: expired.
    const order = await cards.bought();
    await shop.pay(order.id);
    const card = await cards.cardOfOrder(order.id);
    await server.db
      .update(giftCards)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(giftCards.id, card.id));
    expect((await cards.balance(card.code)).body).toMatchObject({ status: 'expired', balance: 10000 });
  });
});

describe.each(databases())('gift card balance rate limit on %s', (target) => {
  const server = useTestServer(target, {
    rateLimits: { ...GENEROUS_RATE_LIMITS, giftCardBalance: { max: 3, timeWindowMs: 60_000 } },
    mail: false,
  });
  const cards = giftCardCalls(server);

  it('answers 429 with retry-after once a client has tried too many codes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await cards.balance(`ABCD-EFGH-JKLM-NPQ${i + 2}`)).status);
    expect(statuses).toEqual([404, 404, 404]);
    const blocked = await cards.balance('ATLR-GIFT-DEMO-0001');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other routes keep working.
    expect((await cards.offer()).status).toBe(200);
  });
});

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
