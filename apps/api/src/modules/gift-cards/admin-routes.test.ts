import { randomUUID } from 'node:crypto';
import type { AdminGiftCard, AdminGiftCardPage, AuditEntryPage, Order } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { giftCards, orderRefunds, orders, outboxEmails } from '../../db/schema';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { databases } from '../../../test/support/databases';
import { CHECKS_UNLIMITED, giftCardCalls } from '../../../test/support/gift-card-calls';
import { seedTestStaff, signInAs, type StaffClient, contractCalls } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';
import { newGiftCardCode } from './gift-card-code';

const LIST = '/api/admin/gift-cards/';
const DETAIL = '/api/admin/gift-cards/{id}/';
const VOID = '/api/admin/gift-cards/{id}/void/';
const SLUG = 'orchid-garden-candle';

/** The Error body's parts these tests read (its numeric `status` would clash with a card's). */
interface ErrorBody {
  message: string;
  errors?: { field: string; reason: string }[];
}

/** The console's gift cards (issue 24, part E) over real HTTP, answers checked against the contract. */
describe.each(databases())('console gift cards on %s', (target) => {
  const server = useTestServer(target, {
    rateLimits: { ...GENEROUS_RATE_LIMITS, giftCardBalance: CHECKS_UNLIMITED },
  });
  const shop = checkoutCalls(server);
  const cards = giftCardCalls(server);
  let staff: StaffClient;
  let owner: StaffClient;

  beforeAll(async () => {
    await seedTestStaff(server.db);
    staff = await signInAs(server.url, 'staff');
    owner = await signInAs(server.url, 'owner');
    await shop.setStock(shop.product(SLUG).variant(0).id, 10_000);
  });

  const admin = contractCalls(() => staff);
  const issue = (body: Record<string, unknown>) =>
    admin<AdminGiftCard & ErrorBody>('POST', LIST, LIST, { body });
  async function issued(body: Record<string, unknown> = {}): Promise<AdminGiftCard> {
    const res = await issue({ currency: 'SGD', amount: 5000, recipient_email: 'guest@example.com', ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }
  const detail = (id: number) => admin<AdminGiftCard>('GET', DETAIL, `/api/admin/gift-cards/${id}/`);
  const list = (query: string) => admin<AdminGiftCardPage>('GET', LIST, `${LIST}?${query}`);
  const voidCard = (id: number, body: unknown) =>
    admin<AdminGiftCard & ErrorBody>('POST', VOID, `/api/admin/gift-cards/${id}/void/`, { body });
  const auditOf = async (id: number) =>
    (
      await owner.call<AuditEntryPage>(
        'GET',
        `/api/admin/audit-log/?entity=gift_card&entity_id=${id}&page_size=100`,
      )
    ).body.results;
  async function orderWithCard(code: string) {
    const cart = await shop.cartWith(SLUG, 1);
    return shop.placeOrder(shop.orderBody(cart.id, { gift_card_code: code }), randomUUID());
  }

  it('issues an active card valid 12 months, e-mails it to the recipient and audits it without the code', async () => {
    const card = await issued({ recipient_name: 'Ana', message: 'Sorry for the wait' });
    expect(card).toMatchObject({
      currency: 'SGD',
      initial_value: 5000,
      balance: 5000,
      status: 'active',
      recipient_email: 'guest@example.com',
      recipient_name: 'Ana',
      message: 'Sorry for the wait',
      issued_by_staff: true,
      voided_at: null,
      history: [{ kind: 'issue', amount: 5000, currency: 'SGD', order_id: null }],
    });
    expect(card.code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const months = (new Date(card.expires_at!).getTime() - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(11.5);
    expect(months).toBeLessThan(12.5);
    // The shopper's balance check knows it at once.
    expect((await cards.balance(card.code)).body).toMatchObject({ balance: 5000, status: 'active' });
    const mails = await server.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.reference, String(card.id)));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'gift_card', recipient: 'guest@example.com' });
    expect(mails[0]!.textBody).toContain(card.code);
    const [entry] = await auditOf(card.id);
    expect(entry).toMatchObject({
      action: 'gift_card.issue',
      staff_email: staff.member.email,
      after: { code_last4: card.code.slice(-4), initial_value: 5000 },
    });
    expect(JSON.stringify(entry)).not.toContain(card.code);
  });

  it('refuses bad issues with 400 naming the field, and makes no card', async () => {
    const before = await server.db.$count(giftCards);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: 12.5 }, 'amount'],
      [{ amount: 999_999_999 }, 'body.amount'],
      [{ currency: 'EUR' }, 'currency'],
      [{ recipient_email: 'not-an-email' }, 'recipient_email'],
      [{ code: 'AAAA-BBBB-CCCC-DDDD' }, ''],
    ];
    for (const [extra, field] of cases) {
      const res = await issue({
        currency: 'SGD',
        amount: 5000,
        recipient_email: 'guest@example.com',
        ...extra,
      });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(
        res.body.errors?.some((e) => e.field.includes(field)),
        JSON.stringify(res.body),
      ).toBe(true);
    }
    expect(await server.db.$count(giftCards)).toBe(before);
  });

  it('lists cards by whole code, last 4 or e-mail and by status, never showing a whole code', async () => {
    const a = await issued({ recipient_email: 'findme.alpha@example.com' });
    const b = await issued({ recipient_email: 'findme.beta@example.com', amount: 2500 });
    const found = await list('q=findme');
    expect(found.body.count).toBe(2);
    expect(found.body.results.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(found.body.results[1]).toMatchObject({
      code_last4: a.code.slice(-4),
      balance: 5000,
      status: 'active',
    });
    expect(JSON.stringify(found.body)).not.toContain(a.code);
    const byCode = await list(`q=${a.code.toLowerCase().replace(/-/g, '')}`);
    expect(byCode.body.results.map((c) => c.id)).toEqual([a.id]);
    const byLast4 = await list(`q=${a.code.slice(-4)}`);
    expect(byLast4.body.results.map((c) => c.id)).toContain(a.id);
    await voidCard(b.id, { reason: 'Test' });
    expect((await list('q=findme&status=voided')).body.results.map((c) => c.id)).toEqual([b.id]);
    expect((await list('q=findme&status=active')).body.results.map((c) => c.id)).toEqual([a.id]);
    const paged = await list('q=findme&page_size=1&page=2');
    expect(paged.body).toMatchObject({ count: 2, results: [{ id: a.id }] });
    expect((await list('status=lost')).status).toBe(400);
    expect((await list('q=%20')).status).toBe(400);
  });

  it('shows the history: redemption, refund back to the card, and a hold released', async () => {
    const card = await issued({ amount: 100_000 });
    const paid = await orderWithCard(card.code);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const order = paid.body as Order;
    // A refund by staff gave part of it back (as the orders' refund flow records it).
    await server.db.insert(orderRefunds).values({
      orderId: order.id,
      kind: 'amount',
      amount: 500,
      cardAmount: 0,
      giftCardAmount: 500,
      currency: 'SGD',
      reason: 'Damaged box',
    });
    // An unpaid order whose hold lapsed gave its card money back.
    const held = await orderWithCard(card.code);
    expect(held.status).toBe(201);
    await server.db
      .update(orders)
      .set({ status: 'cancelled', paidAt: null, holdExpiresAt: new Date(Date.now() + 1000) })
      .where(eq(orders.id, (held.body as Order).id));
    const view = (await detail(card.id)).body;
    expect(view.history.map((e) => e.kind)).toEqual([
      'issue',
      'redemption',
      'refund',
      'redemption',
      'release',
    ]);
    expect(view.history[1]).toMatchObject({ amount: order.gift_card_amount, order_number: order.number });
    expect(view.history[2]).toMatchObject({ amount: 500, note: 'Damaged box', order_id: order.id });
  });

  it('voids a card: balance zero, refused at checkout, the reason kept and audited; twice is a 409', async () => {
    const card = await issued({ amount: 30_000 });
    const blank = await voidCard(card.id, { reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors?.[0]?.field).toBe('body.reason');
    const voided = await voidCard(card.id, { reason: 'Reported stolen' });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body).toMatchObject({ status: 'voided', balance: 0, void_reason: 'Reported stolen' });
    expect(voided.body.history.at(-1)).toMatchObject({ kind: 'void', note: 'Reported stolen' });
    const refused = await orderWithCard(card.code);
    expect(refused.status).toBe(422);
    expect((refused.body as unknown as ErrorBody).errors?.[0]?.field).toBe('body.gift_card_code');
    expect((await cards.balance(card.code)).body).toMatchObject({ balance: 0 });
    expect((await voidCard(card.id, { reason: 'Again' })).status).toBe(409);
    const audit = await auditOf(card.id);
    expect(audit.find((e) => e.action === 'gift_card.void')).toMatchObject({
      before: { balance: 30_000, status: 'active' },
      after: { balance: 0, status: 'voided', void_reason: 'Reported stolen' },
    });
    expect((await voidCard(999_999, { reason: 'x' })).status).toBe(404);
  });

  it('shows the whole code only on the card page, and only to owners and staff', async () => {
    const [row] = await server.db
      .insert(giftCards)
      .values({
        code: newGiftCardCode(),
        currency: 'SGD',
        initialValue: 1000,
        balance: 1000,
        status: 'active',
        recipientEmail: 'seeded@example.com',
      })
      .returning();
    expect((await detail(row!.id)).body.code).toBe(row!.code);
    for (const role of ['merchandiser', 'editor'] as const) {
      const other = await signInAs(server.url, role);
      expect((await other.call('GET', `/api/admin/gift-cards/${row!.id}/`)).status).toBe(403);
      expect(
        (await other.call('POST', LIST, { body: { currency: 'SGD', amount: 1, recipient_email: 'a@b.co' } }))
          .status,
      ).toBe(403);
    }
    expect((await admin('GET', DETAIL, `/api/admin/gift-cards/${row!.id}/`, { as: owner })).status).toBe(200);
  });
});
