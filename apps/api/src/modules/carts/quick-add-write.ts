import { BASE_CURRENCY } from '@atelier/commerce/exchange';
import { batchedStatement, batchRoutine } from '../../db/batched-statement';
import { preparedStatement } from '../../db/prepared';
import { versionedRoutine } from '../../db/versioned-routine';

/**
 * The write of a quick add, one statement and so one transaction: it writes the cart row only if
 * it is still at the version the add was planned on (`xmin`, see cart-contents.ts) and still open,
 * and only while the variant's stock still covers the cart's units of it, the product is for
 * sale with the same variants and has a price, and the cart's code brings no free gift; then it
 * raises or inserts the line. It returns the cart row as written (`cart`, as `readCart`
 * gives it) and the line written (`line`), both empty when a condition failed. The other lines are
 * those the add was planned on: the version check guarantees nobody changed them since (every
 * change to a cart's lines writes its cart row, which the plan relies on already). The rest of
 * the answer (variants, prices, rules, rates) is what the add was planned on, or read afterwards
 * when a catalogue change was signalled since (quick-add.ts): reading it here cost more than the
 * write (each of its nodes is set up again on every execution). When any condition fails it
 * writes nothing.
 *
 * Its commit does not wait for the disk (`synchronous_commit` off for this transaction only):
 * on this machine the flush was 2.6–6 ms of each add's latency. A cart is not money: were
 * PostgreSQL itself to crash, the adds of its last fraction of a second could be lost (never
 * half-written: the database stays consistent), and the shopper would add again. Nothing paid
 * for can depend on a lost add: an order commits synchronously after the adds it contains, and
 * flushing its commit flushes every earlier WAL record. A crash of the API process loses nothing.
 *
 * $1 cart id, $2 currency, $3 country, $4 the line raised (null: a new line), $5 version planned
 * on, $6 the line's new quantity, $7 product, $8 variant, $9 customization, $10 unit price seen,
 * $11 the time stamped on the cart and the line, $12 the cart's units of the variant after the add,
 * $13 how many variants the product had when the variant was chosen (the only one is chosen alone).
 */
const quickAddStatement = preparedStatement(
  'cart_quick_add',
  `with durability as (
    select set_config('synchronous_commit', 'off', true)
  ), new_line as (
    select nextval('cart_items_id_seq'::regclass)::integer as id where $4::integer is null
  ), cart as (
    update carts set currency = $2::text, country = $3::text,
      recent_item_id = coalesce($4::integer, (select id from new_line)), updated_at = $11::timestamptz
    where id = $1::uuid and xmin = $5::text::xid and status = 'open'
      and exists (select 1 from durability)
      and (select stock from product_variants where id = $8::integer and product_id = $7::integer) >= $12::integer
      and exists (select 1 from products where id = $7::integer and active)
      and (select count(*) from product_variants where product_id = $7::integer) = $13::integer
      and exists (select 1 from variant_prices where variant_id = $8::integer and currency in ($2::text, '${BASE_CURRENCY}'))
      and not exists (select 1 from promos where id = carts.promo_id and free_gift_product_id is not null)
    returning *, xmin::text as row_version
  ), raised as (
    update cart_items set quantity = $6::integer, updated_at = $11::timestamptz
    where id = $4::integer and cart_id = $1::uuid and exists (select 1 from cart)
    returning *
  ), added as (
    insert into cart_items (id, cart_id, product_id, variant_id, quantity, customization, is_free_gift,
      last_unit_price, created_at, updated_at)
    select new_line.id, $1::uuid, $7::integer, $8::integer, $6::integer, $9::jsonb, false, $10::bigint,
      $11::timestamptz, $11::timestamptz
    from new_line, cart
    returning *
  )
  select
    (select coalesce(json_agg(r), '[]'::json) from cart r) as cart,
    (select coalesce(json_agg(r), '[]'::json) from (select * from raised union all select * from added) r) as line`,
);

const QUICK_ADD_PARAMETERS = 13;

/** `quickAddStatement` once per add of a batch, in one transaction (db/batched-statement.ts). */
export const quickAddBatchRoutine = versionedRoutine('cart_quick_add_batch', (name) =>
  batchRoutine(name, quickAddStatement.text, QUICK_ADD_PARAMETERS),
);

/**
 * The quick add's write, batched: adds that arrive while two are being written go together in
 * one round trip and one transaction (group commit). On the 2-core bench machine that took add to
 * cart from 625–683 to 842–975 req/s (docs/performance.md): about half of a lone add's time in
 * PostgreSQL went to the round trip and the transaction around the statement. Two in flight: one
 * batch is written while the next gathers; 1 to 6 measured alike within the bench's noise. A batch
 * locks its carts in id order ($1), so two batches cannot deadlock.
 */
export const quickAddWrite = batchedStatement({
  single: quickAddStatement,
  batch: preparedStatement(
    quickAddBatchRoutine.name,
    `select call_no, answer from ${quickAddBatchRoutine.name}(${Array.from(
      { length: QUICK_ADD_PARAMETERS },
      (_, i) => `$${i + 1}::text[]`,
    ).join(', ')})`,
  ),
  maxInFlight: 2,
  maxBatch: 32,
  lockOrder: (values) => String(values[0]),
});
