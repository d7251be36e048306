import type { Cart } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, productVariants, promos } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import { catalogueIds, type SeededProduct } from '../../../test/support/catalogue-ids';
import { addItem, contractCaller, newCart } from '../../../test/support/http-calls';

describe.each(databases())('cart transfer on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);
  let product: (slug: string) => SeededProduct;
  beforeAll(async () => {
    product = await catalogueIds(server.db);
  });
  const transfer = (cartId: string, token?: string) =>
    call<Cart>('POST', '/api/carts/{id}/transfer/', `/api/carts/${cartId}/transfer/`, { token });
  const usedCount = async (code: string) =>
    (await server.db.select().from(promos).where(eq(promos.code, code)))[0]!.usedCount;

  it('moves a guest cart (items and code) to a member without a cart, closes it, and is idempotent', async () => {
    const member = await registerMember(server.url);
    const guest = await newCart(server.url);
    const oil = product('orchid-perfume-oil');
    await addItem(server.url, guest.id, { product_id: oil.id, quantity: 2 });
    await call('PATCH', '/api/carts/{cartPk}/', `/api/carts/${guest.id}/`, {
      body: { promo_code: 'WELCOME10' },
    });
    const used = await usedCount('WELCOME10');

    const res = await transfer(guest.id, member.token);
    expect(res.status).toBe(200);
    expect(res.body.id).not.toBe(guest.id);
    expect(res.body).toMatchObject({
      user_id: member.user.id,
      promo: { code: 'WELCOME10' },
      transfer_changes: [],
    });
    expect(res.body.items.map((i) => [i.product.id, i.quantity])).toEqual([[oil.id, 2]]);
    // The code's use moved with it.
    expect(await usedCount('WELCOME10')).toBe(used);
    // The guest cart is closed for everyone.
    expect((await call('GET', '/api/carts/{cartPk}/', `/api/carts/${guest.id}/`)).status).toBe(404);
    expect(
      (await call('GET', '/api/carts/{cartPk}/', `/api/carts/${guest.id}/`, { token: member.token })).status,
    ).toBe(404);

    const again = await transfer(guest.id, member.token);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(res.body.id);
    expect(again.body.transfer_changes).toEqual([]);
    expect(again.body.items.map((i) => i.quantity)).toEqual([2]);
    expect(await usedCount('WELCOME10')).toBe(used);
  });

  it('adds quantities to the member’s cart, capped by stock with a note', async () => {
    const member = await registerMember(server.url);
    const diary = product('scent-diary-mid-autumn');
    const stock = diary.seed.variants[0]!.stock;
    const wrap = product('gift-wrap');
    const mine = await newCart(server.url, { token: member.token });
    await addItem(
      server.url,
      mine.id,
      { product_id: diary.id, quantity: stock - 2 },
      { token: member.token },
    );
    const guest = await newCart(server.url);
    await addItem(server.url, guest.id, { product_id: diary.id, quantity: 4 });
    await addItem(server.url, guest.id, { product_id: wrap.id, quantity: 3 });

    const res = await transfer(guest.id, member.token);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(mine.id);
    expect(res.body.items.map((i) => [i.product.id, i.quantity])).toEqual([
      [diary.id, stock],
      [wrap.id, 3],
    ]);
    expect(res.body.transfer_changes).toEqual([
      {
        kind: 'quantity_reduced',
        item_id: null,
        name: diary.seed.name.en,
        previous: stock + 2,
        current: stock,
        currency: 'SGD',
        message: `Only ${stock} left of ${diary.seed.name.en}: the quantity went from ${stock + 2} to ${stock}`,
      },
    ]);
    // Repeating changes nothing.
    const again = await transfer(guest.id, member.token);
    expect(again.body.items.map((i) => i.quantity)).toEqual([stock, 3]);
    expect(again.body.transfer_changes).toEqual([]);
  });

  it('reports items sold out since, and a code that is not carried over (its use given back)', async () => {
    const member = await registerMember(server.url);
    const mine = await newCart(server.url, { token: member.token });
    await addItem(
      server.url,
      mine.id,
      { product_id: product('gift-wrap').id, quantity: 1 },
      { token: member.token },
    );
    await call('PATCH', '/api/carts/{cartPk}/', `/api/carts/${mine.id}/`, {
      body: { promo_code: 'WELCOME10' },
      token: member.token,
    });
    const guest = await newCart(server.url);
    const burner = product('marble-oil-burner');
    await addItem(server.url, guest.id, { product_id: burner.id, quantity: 1 });
    await call('PATCH', '/api/carts/{cartPk}/', `/api/carts/${guest.id}/`, {
      body: { promo_code: 'FREESHIP' },
    });
    const freeShipUses = await usedCount('FREESHIP');
    await server.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, burner.variant(0).id));

    const res = await transfer(guest.id, member.token);
    expect(res.body.promo?.code).toBe('WELCOME10');
    expect(res.body.items).toHaveLength(1);
    expect(res.body.transfer_changes!.map((c) => [c.kind, c.name])).toEqual([
      ['out_of_stock_removed', burner.seed.name.en],
      ['promo_removed', 'FREESHIP'],
    ]);
    expect(res.body.transfer_changes![1]!.message).toBe(
      'Code FREESHIP was not carried over: your cart already has code WELCOME10',
    );
    expect(await usedCount('FREESHIP')).toBe(freeShipUses - 1);
  });

  it('answers 403 for another member’s cart, 401 without a token, 404 for an unknown cart', async () => {
    const owner = await registerMember(server.url);
    const thief = await registerMember(server.url);
    const guest = await newCart(server.url);
    await addItem(server.url, guest.id, { product_id: product('gift-wrap').id, quantity: 1 });

    expect((await transfer(guest.id)).status).toBe(401);
    expect((await transfer(guest.id, owner.token)).status).toBe(200);
    // Merged into the owner's cart: nobody else can take it again.
    expect((await transfer(guest.id, thief.token)).status).toBe(403);
    const ownerCart = await newCart(server.url, { token: owner.token });
    expect((await transfer(ownerCart.id, thief.token)).status).toBe(403);
    // The member's own cart as the source: answered unchanged.
    const own = await transfer(ownerCart.id, owner.token);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: ownerCart.id, transfer_changes: [] });
    expect((await transfer('3f0d8a9e-6a55-4a07-9f55-0d2c5c1b2a10', owner.token)).status).toBe(404);
    const bad = await transfer('nope', owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ field: 'path.id' }] });
    const [closed] = await server.db.select().from(carts).where(eq(carts.id, guest.id));
    expect(closed).toMatchObject({ status: 'merged', userId: owner.user.id });
  });
});
