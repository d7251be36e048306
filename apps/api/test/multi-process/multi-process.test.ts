import { randomUUID } from 'node:crypto';
import type { Cart, Order } from '@atelier/api/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../src/db/create-database';
import type { Database, DatabaseHandle } from '../../src/db/database';
import { giftCards, orders, outboxEmails, payments, promos } from '../../src/db/schema';
import { newGiftCardCode } from '../../src/modules/gift-cards';
import { seedData } from '../../src/seed/data';
import { checkoutCalls } from '../support/checkout-calls';
import { fakeSmtpServer, type FakeSmtpServer } from '../support/fake-smtp';
import { request } from '../support/http-client';
import { createScratchPostgres, type ScratchPostgres } from '../support/scratch-postgres';
import {
  applySeededOpeningDays,
  bookingBody,
  openDay,
  slotStart,
  workshopCalls,
} from '../support/workshop-calls';
import { startCluster, type ServerCluster } from './server-cluster';

const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim();
const REDIS_URL = process.env.TEST_REDIS_URL?.trim();
const READY = Boolean(ADMIN_URL && REDIS_URL);
const PROCESSES = 3;
const SLUG = 'orchid-garden-candle';
/** Workshop service with 8 places per slot. */
const FA = 8;

const statuses = (answers: readonly { status: number }[]) => answers.map((a) => a.status).sort();

async function count(db: Database, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n);
}

/**
 * Issue 25 point 4: THREE real server processes started together on one empty PostgreSQL database
 * and one Redis, behind a round-robin proxy (consecutive requests of one shopper land on different
 * processes), run the concurrency scenarios through the proxy. Nothing oversold, nothing charged
 * twice, each e-mail sent once, the database migrated and seeded once, and every process drains
 * and exits 0 on SIGTERM. Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both).
 */
describe.skipIf(!READY)(
  READY
    ? `${PROCESSES} server processes behind a proxy on one PostgreSQL and one Redis`
    : `${PROCESSES} server processes behind a proxy (SKIPPED: needs TEST_DATABASE_URL and TEST_REDIS_URL)`,
  () => {
    let scratch: ScratchPostgres | undefined;
    let cluster: ServerCluster | undefined;
    let handle: DatabaseHandle | undefined;
    let smtp: FakeSmtpServer | undefined;
    /** What the shop helpers talk to: the proxy, and the test's own connections for reading. */
    const target = { url: '', db: undefined as unknown as Database };

    beforeAll(async () => {
      [scratch, smtp] = await Promise.all([
        createScratchPostgres(ADMIN_URL!, 'atelier_multi'),
        fakeSmtpServer(),
      ]);
      cluster = await startCluster(PROCESSES, {
        DATABASE_URL: scratch.url,
        REDIS_URL: REDIS_URL!,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'shop@example.com',
        LOG_LEVEL: 'info',
        // Every request here comes from 127.0.0.1: the limits must not be what the test measures.
        RATE_LIMIT_GLOBAL_MAX: '100000',
      });
      handle = await createDatabase({ databaseUrl: scratch.url, poolSize: 3 });
      target.url = cluster.url;
      target.db = handle.db;
      await applySeededOpeningDays(handle.db);
    }, 240_000);

    // After the cluster's beforeAll: these read the catalogue ids in a beforeAll of their own.
    const shop = checkoutCalls(target);
    const workshops = workshopCalls(target);

    afterAll(async () => {
      await cluster?.stop();
      await handle?.close();
      await scratch?.drop();
      await smtp?.close();
    });

    it('started together on an empty database, they migrated and seeded it once', async () => {
      const seeding = cluster!.processes.filter((p) => p.output().includes('empty database: seeding'));
      expect(seeding).toHaveLength(1);
      expect(await count(target.db, 'countries')).toBe(seedData.countries.length);
      expect(await count(target.db, 'products')).toBe(seedData.products.length);
      expect(await count(target.db, 'users')).toBe(seedData.members.length);
      // Consecutive requests really are served by different processes.
      const before = cluster!.processes.map((p) => p.output().length);
      for (let i = 0; i < PROCESSES; i++)
        expect((await request(cluster!.url, 'GET', '/api/health/')).status).toBe(200);
      // Each logged its request (what a process prints reaches this one through a pipe, a moment later).
      await vi.waitFor(() =>
        cluster!.processes.forEach((p, i) => expect(p.output().length).toBeGreaterThan(before[i]!)),
      );
    });

    it('sells the last 5 units to exactly 5 of 30 buyers, and each order is charged once', async () => {
      const variantId = shop.product(SLUG).variant(0).id;
      await shop.setStock(variantId, 1000);
      const cartIds: string[] = [];
      for (let i = 0; i < 30; i++) cartIds.push((await shop.cartWith(SLUG, 1)).id);
      await shop.setStock(variantId, 5);

      const answers = await Promise.all(cartIds.map((id) => shop.placeOrder(shop.orderBody(id))));

      expect(statuses(answers)).toEqual([...Array<number>(5).fill(201), ...Array<number>(25).fill(409)]);
      expect(await shop.stockOf(variantId)).toBe(0);
      const won = answers.filter((a) => a.status === 201).map((a) => a.body as Order);
      expect(await shop.ordersOfCarts(cartIds)).toHaveLength(5);

      // Each winner pays three times at once (a double click, a retry): one charge each.
      const paid = await Promise.all(won.flatMap((order) => [1, 2, 3].map(() => shop.pay(order.id))));
      expect(statuses(paid)).toEqual([...Array<number>(5).fill(200), ...Array<number>(10).fill(409)]);
      for (const order of won) {
        expect(await shop.succeededPaymentsOf(order.id)).toHaveLength(1);
        expect((await shop.paymentsOf(order.id)).length).toBe(1);
      }
    });

    it('sells the last places of a workshop slot to exactly 8 of 20 bookings', async () => {
      const start = slotStart(openDay(FA, 40), 4);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          workshops.book(
            bookingBody(FA, start, 1, {
              client: { ...bookingBody(FA, start, 1).client, first_name: `Guest${i}` },
            }),
          ),
        ),
      );
      expect(statuses(answers)).toEqual([...Array<number>(8).fill(201), ...Array<number>(12).fill(409)]);
      // Every process answers the slot as full (none serves a stale count).
      for (let i = 0; i < 3; i++) {
        const slots = (await workshops.slots(FA, openDay(FA, 40))).body;
        expect(slots[4]).toMatchObject({ capacity: 8, available: 0, bookable: false });
      }
    });

    it('lets one gift card pay only one of ten orders each counting on 80 % of it', async () => {
      const variantId = shop.product(SLUG).variant(0).id;
      await shop.setStock(variantId, 1000);
      const due = (await shop.orderOf(SLUG)).total;
      const [card] = await target.db
        .insert(giftCards)
        .values({
          code: newGiftCardCode(),
          currency: 'SGD',
          initialValue: Math.ceil(due / 0.8),
          balance: Math.ceil(due / 0.8),
          status: 'active',
          expiresAt: new Date(Date.now() + 365 * 86_400_000),
          recipientEmail: 'holder@example.com',
        })
        .returning();
      const carts: Cart[] = [];
      for (let i = 0; i < 10; i++) carts.push(await shop.cartWith(SLUG, 1));

      const answers = await Promise.all(
        carts.map((c) =>
          shop.placeOrder(
            shop.orderBody(c.id, { gift_card_code: card!.code, expected_gift_card_amount: due }),
          ),
        ),
      );

      expect(statuses(answers)).toEqual([201, ...Array<number>(9).fill(422)]);
      const [after] = await target.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
      expect(after!.balance).toBe(card!.balance - due);
      const [taken] = await target.db
        .select({ sum: sql<number>`coalesce(sum(${orders.giftCardAmount}), 0)::int` })
        .from(orders)
        .where(eq(orders.giftCardId, card!.id));
      expect(taken!.sum).toBe(due);
    });

    it('hands the once-only promo to exactly one of ten carts', async () => {
      const wrap = shop.product('gift-wrap');
      const cartIds: string[] = [];
      for (let i = 0; i < 10; i++) {
        const cart = await request<Cart>(cluster!.url, 'POST', '/api/carts/');
        await request(cluster!.url, 'POST', `/api/carts/${cart.body.id}/items/`, {
          body: { product_id: wrap.id, quantity: 1 },
        });
        cartIds.push(cart.body.id);
      }
      const answers = await Promise.all(
        cartIds.map((id) =>
          shop.call<Cart>('PATCH', '/api/carts/{cartPk}/', `/api/carts/${id}/`, {
            body: { promo_code: 'ONCE' },
          }),
        ),
      );
      expect(statuses(answers)).toEqual([200, ...Array<number>(9).fill(422)]);
      const [once] = await target.db.select().from(promos).where(eq(promos.code, 'ONCE'));
      expect(once!.usedCount).toBe(1);
    });

    it('turns ten requests with one Idempotency-Key into one order, charged once', async () => {
      const cart = await shop.cartWith(SLUG, 1);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => shop.placeOrder(shop.orderBody(cart.id), key)),
      );
      const created = answers.filter((a) => a.status === 201).map((a) => (a.body as Order).id);
      // Every answer that is not a replay of the order is a clean 409 (the first still running).
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created).size).toBe(1);
      for (const other of answers.filter((a) => a.status !== 201)) expect(other.status).toBe(409);
      expect(await shop.ordersOfCarts([cart.id])).toHaveLength(1);
      const orderId = created[0]!;

      const paid = await Promise.all(Array.from({ length: 10 }, () => shop.pay(orderId)));
      expect(statuses(paid)).toEqual([200, ...Array<number>(9).fill(409)]);
      expect(await shop.paymentsOf(orderId)).toHaveLength(1);
    });

    it('sends every e-mail once, whichever process dispatches it', async () => {
      const orderIds = (
        await target.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'paid'))
      ).map((o) => o.id);
      expect(orderIds.length).toBeGreaterThanOrEqual(7);
      // Every process runs a dispatcher (a round every 5 s): wait until the outbox is empty.
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const [pending] = await target.db
          .select({ n: sql<number>`count(*)::int` })
          .from(outboxEmails)
          .where(eq(outboxEmails.status, 'pending'));
        if (pending!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const rows = await target.db.select().from(outboxEmails);
      expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
      expect(smtp!.received).toHaveLength(rows.length);
      // Each paid order's confirmation is among them, once.
      const confirmations = rows.filter((r) => orderIds.some((id) => r.reference.includes(id)));
      expect(confirmations.length).toBeGreaterThanOrEqual(orderIds.length);
      const charged = await target.db
        .select({ orderId: payments.orderId, n: sql<number>`count(*)::int` })
        .from(payments)
        .where(and(eq(payments.status, 'succeeded'), inArray(payments.orderId, orderIds)))
        .groupBy(payments.orderId);
      expect(charged.every((c) => c.n === 1)).toBe(true);
    }, 60_000);

    it('every process drains and exits 0 on SIGTERM', async () => {
      const codes = await cluster!.stop();
      cluster = undefined;
      expect(codes).toEqual(Array<number>(PROCESSES).fill(0));
    }, 60_000);
  },
);
