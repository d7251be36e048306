import type pg from 'pg';

/** A charge as the (fake) Stripe account holds it. */
export interface ProviderRecord {
  intents: { id: string; status: string; amount: number; metadata: Record<string, string> }[];
  refunds: { paymentIntent: string; amount: number }[];
}

export interface StoreSummary {
  orders: number;
  byStatus: Record<string, number>;
  payments: Record<string, number>;
}

interface OrderRow {
  id: string;
  status: string;
  subtotal: number;
  discount: number;
  shipping: number;
  gift_card_amount: number;
  total: number;
  paid_at: Date | null;
  cart_id: string | null;
  cart_status: string | null;
  lines: number;
  line_sum: number;
  bad_lines: number;
  succeeded: number;
  succeeded_amount: number;
  latest_payment: string | null;
  emails: number;
  keys: number;
}

/**
 * What must hold of the store's database whatever moment the server was killed at, read straight
 * from PostgreSQL. Each violation is one sentence naming the row, so a failure says what broke:
 *
 * - no half-written order: every order has its lines; its subtotal is the sum of the lines (each
 *   line `price × quantity`), its total `subtotal − discount + shipping − gift card`; its cart was
 *   closed (`ordered`) with it, and its Idempotency-Key record answers this very order;
 * - status consistent with payments: a paid order has `paid_at`, exactly one succeeded payment of
 *   its total, and its confirmation e-mail queued; an unpaid (or cancelled) order has none of them;
 *   `payment_failed` means its latest attempt failed;
 * - stock reconciles: per variant, the stock at the start minus the units in orders that are not
 *   cancelled equals the stock now (stock is taken when the order is created and stays with it
 *   while it is unpaid and held, or paid; an unpaid order whose hold lapsed is cancelled and gave
 *   its stock back in the same transaction; a payment that succeeds after the lapse takes the
 *   stock again, or is refunded and the order stays cancelled);
 * - no paid charge without its order: every charge the provider reports succeeded is a payment
 *   row of its order — succeeded (the order paid by it) or refunded at the provider in full.
 */
export async function checkStore(
  pool: Pick<pg.Pool, 'query'>,
  initialStock: ReadonlyMap<number, number>,
  provider: ProviderRecord,
): Promise<{ violations: string[]; summary: StoreSummary }> {
  const violations: string[] = [];
  const { rows: orders } = await pool.query<OrderRow>(`
    select o.id, o.status, o.paid_at,
           -- bigint columns: as float8 (exact below 2^53), which node-postgres reads as numbers.
           o.subtotal::float8 as subtotal, o.discount::float8 as discount, o.shipping::float8 as shipping,
           o.gift_card_amount::float8 as gift_card_amount, o.total::float8 as total,
           o.cart_id, c.status as cart_status,
           (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
           (select coalesce(sum(l.total), 0)::float8 from order_lines l where l.order_id = o.id) as line_sum,
           (select count(*)::int from order_lines l
             where l.order_id = o.id and (l.total <> l.price * l.quantity or l.currency <> o.currency)) as bad_lines,
           (select count(*)::int from payments p where p.order_id = o.id and p.status = 'succeeded') as succeeded,
           (select coalesce(sum(p.amount), 0)::float8 from payments p
             where p.order_id = o.id and p.status = 'succeeded') as succeeded_amount,
           (select p.status from payments p where p.order_id = o.id
             order by p.created_at desc, p.id desc limit 1) as latest_payment,
           (select count(*)::int from outbox_emails e
             where e.reference = o.id::text and e.kind = 'order_confirmation') as emails,
           (select count(*)::int from idempotency_keys k
             where k.scope = 'order' and k.response->>'id' = o.id::text and k.status_code = 201) as keys
      from orders o left join carts c on c.id = o.cart_id`);

  for (const o of orders) {
    const name = `order ${o.id} (${o.status})`;
    if (o.lines === 0) violations.push(`${name} has no lines`);
    if (o.bad_lines > 0)
      violations.push(`${name} has ${o.bad_lines} line(s) whose total is not price × quantity`);
    if (o.subtotal !== o.line_sum)
      violations.push(`${name}: subtotal ${o.subtotal} ≠ sum of lines ${o.line_sum}`);
    const due = o.subtotal - o.discount + o.shipping - o.gift_card_amount;
    if (o.total !== due) violations.push(`${name}: total ${o.total} ≠ ${due}`);
    if (o.cart_status !== 'ordered') violations.push(`${name}: its cart is ${o.cart_status ?? 'missing'}`);
    if (o.keys !== 1) violations.push(`${name}: ${o.keys} Idempotency-Key records answer it (expected 1)`);
    const paid = o.status === 'paid' || o.status === 'fulfilled';
    if (paid) {
      if (!o.paid_at) violations.push(`${name} has no paid_at`);
      if (o.succeeded !== 1) violations.push(`${name} has ${o.succeeded} succeeded payments`);
      if (o.succeeded_amount !== o.total) {
        violations.push(`${name}: succeeded payments ${o.succeeded_amount} ≠ total ${o.total}`);
      }
      if (o.emails !== 1) violations.push(`${name} has ${o.emails} confirmation e-mails queued`);
    } else {
      if (o.paid_at) violations.push(`${name} has paid_at`);
      if (o.succeeded > 0) violations.push(`${name} has ${o.succeeded} succeeded payment(s)`);
      if (o.emails > 0) violations.push(`${name} has a confirmation e-mail`);
    }
    if (o.status === 'payment_failed' && o.latest_payment !== 'failed') {
      violations.push(`${name}: latest payment is ${o.latest_payment}`);
    }
  }

  const { rows: strayCarts } = await pool.query<{ id: string; orders: number }>(`
    select c.id, (select count(*)::int from orders o where o.cart_id = c.id) as orders
      from carts c where c.status = 'ordered'`);
  for (const c of strayCarts) {
    if (c.orders !== 1) violations.push(`cart ${c.id} is ordered but has ${c.orders} orders`);
  }
  const { rows: keys } = await pool.query<{
    key: string;
    order_exists: boolean;
    status_code: number | null;
  }>(`
    select k.key, k.status_code,
           exists (select 1 from orders o where o.id::text = k.response->>'id') as order_exists
      from idempotency_keys k where k.scope = 'order'`);
  for (const k of keys) {
    if (k.status_code === null) violations.push(`Idempotency-Key ${k.key} was claimed but never answered`);
    else if (!k.order_exists)
      violations.push(`Idempotency-Key ${k.key} answers an order that does not exist`);
  }

  const { rows: stock } = await pool.query<{ id: number; stock: number; ordered: number }>(`
    select v.id, v.stock,
           (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
             where l.variant_id = v.id and o.status <> 'cancelled') as ordered
      from product_variants v`);
  for (const v of stock) {
    const initial = initialStock.get(v.id);
    if (initial === undefined) continue;
    if (initial - v.ordered !== v.stock) {
      violations.push(
        `variant ${v.id}: ${initial} at the start − ${v.ordered} ordered ≠ ${v.stock} in stock`,
      );
    }
  }

  const { rows: payments } = await pool.query<{
    order_id: string | null;
    status: string;
    provider: string;
    provider_reference: string | null;
    amount: number;
    order_status: string | null;
  }>(`
    select p.order_id, p.status, p.provider, p.provider_reference, p.amount::float8 as amount, o.status as order_status
      from payments p left join orders o on o.id = p.order_id where p.order_id is not null`);
  for (const p of payments) {
    if (p.status === 'succeeded' && p.order_status !== 'paid' && p.order_status !== 'fulfilled') {
      violations.push(`succeeded payment ${p.provider_reference} of order ${p.order_id} (${p.order_status})`);
    }
  }
  const byReference = new Map(
    payments.filter((p) => p.provider === 'stripe').map((p) => [p.provider_reference, p]),
  );
  for (const intent of provider.intents) {
    const orderId = intent.metadata.order_id;
    if (intent.status !== 'succeeded' || !orderId) continue;
    const row = byReference.get(intent.id);
    const refunded = provider.refunds
      .filter((r) => r.paymentIntent === intent.id)
      .reduce((sum, r) => sum + r.amount, 0);
    if (!row)
      violations.push(`Stripe charged ${intent.id} for order ${orderId}: no payment of ours records it`);
    else if (row.order_id !== orderId)
      violations.push(`${intent.id} is recorded for order ${row.order_id}, not ${orderId}`);
    else if (row.status === 'refunded' && refunded !== intent.amount) {
      violations.push(`${intent.id} is recorded refunded, but ${refunded} of ${intent.amount} went back`);
    } else if (row.status !== 'succeeded' && row.status !== 'refunded') {
      violations.push(`${intent.id} succeeded at Stripe but is ${row.status} here`);
    } else if (row.status === 'succeeded' && refunded > 0) {
      violations.push(`${intent.id} was refunded at Stripe but is succeeded here`);
    }
  }

  const count = (values: string[]) =>
    values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
  return {
    violations,
    summary: {
      orders: orders.length,
      byStatus: count(orders.map((o) => o.status)),
      payments: count(payments.map((p) => `${p.provider}:${p.status}`)),
    },
  };
}
