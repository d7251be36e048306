import { randomUUID } from 'node:crypto';
import type { Cart, LoginRecord, Order } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import {
  checkoutCalls,
  GENEROUS_RATE_LIMITS,
  GOOD_CARD,
  SG_ADDRESS,
  VN_ADDRESS,
  VND_MARKET,
} from '../../../test/support/checkout-calls';
import type { CallOptions } from '../../../test/support/http-calls';

/*
 * Object-level authorization (issue 5, point 8) and client-set amounts and owners (point 7).
 *
 * The access rule under test (DESIGN "Auth", contract getCart/getOrder):
 * - A member's cart, order and account belong to the member: only the member's access token
 *   opens them. Their ids are not secrets (they show up in URLs, e-mails, logs), so every
 *   non-owner row below asks for the owner's real ids: without a token that is a 401 (cart and
 *   account endpoints) or a 403 (order endpoints, whose contract has no 401); with another
 *   member's token a 403.
 * - A guest cart or order has no token: its unguessable id (a random UUID v4) IS the credential,
 *   and whoever holds it is the owner. A non-owner therefore does not have the id; the most they
 *   can do is ask for ids they do have or can guess: a random UUID, or (for item endpoints) their
 *   own cart with the owner's item id (item ids are small integers, easy to guess). All of that
 *   is a 404 that reveals nothing.
 * - "another guest" holds a cart and an order of their own; "another member" is signed in and
 *   holds their own cart and order too.
 * Non-owners must never read or change anything: each row asserts the status, that the answer
 * does not carry the owner's resource, and that the resource is unchanged in the database.
 * Owners succeed.
 */

type Actor = 'anonymous' | 'another guest' | 'another member' | 'owner';
type Resource = 'guest cart' | 'member cart' | 'guest order' | 'member order' | 'account';

interface Victim {
  cart?: Cart;
  itemId?: number;
  order?: Order;
  member?: LoginRecord;
  password?: string;
}

interface Ids {
  cartId: string;
  itemId: number;
  orderId: string;
  userId: number;
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  contractPath: string;
  path(ids: Ids): string;
  body?(ids: Ids, victim: Victim): unknown;
  /** Involves an item of the cart (non-owners of guest carts try it through their own cart). */
  item?: boolean;
}

const OWNER_PASSWORD = 'owner password 2468';
const ALL_ACTORS: readonly Actor[] = ['anonymous', 'another guest', 'another member', 'owner'];

describe.each(databases())('object-level authorization on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const shop = checkoutCalls(server);
  const call = shop.call;
  const slug = 'kaya-toast-candle';

  // ------------------------------------------------------------ the endpoints

  const product = () => shop.product(slug);
  const cartEndpoints: Record<string, Endpoint> = {
    'get cart': {
      method: 'GET',
      contractPath: '/api/carts/{cartPk}/',
      path: (i) => `/api/carts/${i.cartId}/`,
    },
    'patch cart': {
      method: 'PATCH',
      contractPath: '/api/carts/{cartPk}/',
      path: (i) => `/api/carts/${i.cartId}/`,
      body: () => ({ shipping_rule_id: shop.rule('sg', 'express').id }),
    },
    'add item': {
      method: 'POST',
      contractPath: '/api/carts/{cartPk}/items/',
      path: (i) => `/api/carts/${i.cartId}/items/`,
      body: () => ({ product_id: product().id, variant_id: product().variant(1).id, quantity: 1 }),
    },
    'patch item': {
      method: 'PATCH',
      contractPath: '/api/carts/{cartPk}/items/{id}/',
      path: (i) => `/api/carts/${i.cartId}/items/${i.itemId}/`,
      body: () => ({ quantity: 3 }),
      item: true,
    },
    'delete item': {
      method: 'DELETE',
      contractPath: '/api/carts/{cartPk}/items/{id}/',
      path: (i) => `/api/carts/${i.cartId}/items/${i.itemId}/`,
      item: true,
    },
    'clear cart': {
      method: 'POST',
      contractPath: '/api/carts/{id}/clear/',
      path: (i) => `/api/carts/${i.cartId}/clear/`,
    },
    precheckout: {
      method: 'POST',
      contractPath: '/api/carts/{cartPk}/precheckout/',
      path: (i) => `/api/carts/${i.cartId}/precheckout/`,
    },
    'transfer cart': {
      method: 'POST',
      contractPath: '/api/carts/{id}/transfer/',
      path: (i) => `/api/carts/${i.cartId}/transfer/`,
    },
  };
  const orderEndpoints: Record<string, Endpoint> = {
    'get order': {
      method: 'GET',
      contractPath: '/api/orders/{id}/',
      path: (i) => `/api/orders/${i.orderId}/`,
    },
    'pay order': {
      method: 'POST',
      contractPath: '/api/orders/{id}/pay/',
      path: (i) => `/api/orders/${i.orderId}/pay/`,
      body: () => GOOD_CARD,
    },
    'verify payment': {
      method: 'POST',
      contractPath: '/api/verify/',
      path: () => '/api/verify/',
      body: (i) => ({ order_id: i.orderId }),
    },
    'list orders': { method: 'GET', contractPath: '/api/orders/', path: () => '/api/orders/' },
  };
  const accountEndpoints: Record<string, Endpoint> = {
    'user detail': { method: 'GET', contractPath: '/api/users/detail/', path: () => '/api/users/detail/' },
    'user carts': {
      method: 'GET',
      contractPath: '/api/users/{userId}/carts/',
      path: (i) => `/api/users/${i.userId}/carts/`,
    },
    'change password': {
      method: 'POST',
      contractPath: '/api/users/password/',
      path: () => '/api/users/password/',
      // Non-owners even know the owner's password: it still cannot change the owner's account.
      body: (_, victim) => ({ current_password: victim.password, new_password: 'a brand new password 1357' }),
    },
  };

  // ------------------------------------------------------------ the matrix

  interface Case {
    resource: Resource;
    endpoint: string;
    actor: Actor;
    status: number;
  }
  const row = (resource: Resource, endpoint: string, statuses: readonly number[]): Case[] =>
    ALL_ACTORS.map((actor, i) => ({ resource, endpoint, actor, status: statuses[i]! }));

  //                                       anonymous, another guest, another member, owner
  const matrix: Case[] = [
    ...row('guest cart', 'get cart', [404, 404, 404, 200]),
    ...row('guest cart', 'patch cart', [404, 404, 404, 200]),
    ...row('guest cart', 'add item', [404, 404, 404, 201]),
    ...row('guest cart', 'patch item', [404, 404, 404, 200]),
    ...row('guest cart', 'delete item', [404, 404, 404, 200]),
    ...row('guest cart', 'clear cart', [404, 404, 404, 200]),
    ...row('guest cart', 'precheckout', [404, 404, 404, 200]),
    // Transfer needs a member: the owner is the guest who signed in; guests get a 401.
    ...row('guest cart', 'transfer cart', [401, 401, 404, 200]),
    ...row('member cart', 'get cart', [401, 401, 403, 200]),
    ...row('member cart', 'patch cart', [401, 401, 403, 200]),
    ...row('member cart', 'add item', [401, 401, 403, 201]),
    ...row('member cart', 'patch item', [401, 401, 403, 200]),
    ...row('member cart', 'delete item', [401, 401, 403, 200]),
    ...row('member cart', 'clear cart', [401, 401, 403, 200]),
    ...row('member cart', 'precheckout', [401, 401, 403, 200]),
    ...row('member cart', 'transfer cart', [401, 401, 403, 200]),
    ...row('guest order', 'get order', [404, 404, 404, 200]),
    ...row('guest order', 'pay order', [404, 404, 404, 200]),
    ...row('guest order', 'verify payment', [404, 404, 404, 200]),
    ...row('member order', 'get order', [403, 403, 403, 200]),
    ...row('member order', 'pay order', [403, 403, 403, 200]),
    ...row('member order', 'verify payment', [403, 403, 403, 200]),
    // Another member lists their own orders: a 200 that must not contain the owner's.
    ...row('member order', 'list orders', [401, 401, 200, 200]),
    // Another member reads their own account: a 200 that must not contain the owner's.
    ...row('account', 'user detail', [401, 401, 200, 200]),
    ...row('account', 'user carts', [401, 401, 403, 200]),
    // Another member sends the owner's current password: it is not theirs (400), nothing changes.
    ...row('account', 'change password', [401, 401, 400, 204]),
  ];

  // ------------------------------------------------------------ fixtures

  let owner: LoginRecord;
  let otherMember: LoginRecord;
  /** What the other guest and the other member hold of their own. */
  const holdings: Partial<Record<Actor, { cart: Cart; order: Order }>> = {};
  /** The owner's resources that non-owners try (never changed if the rules hold). */
  const shared: Partial<Record<Resource, Victim>> = {};

  const asMember = (member: LoginRecord): CallOptions => ({ token: member.token });

  async function newVictim(resource: Resource): Promise<Victim> {
    const memberOptions = asMember(owner);
    switch (resource) {
      case 'guest cart': {
        const cart = await shop.cartWith(slug, 1);
        return { cart, itemId: cart.items[0]!.id };
      }
      case 'member cart': {
        const cart = await shop.cartWith(slug, 1, memberOptions);
        return { cart, itemId: cart.items[0]!.id, member: owner };
      }
      case 'guest order':
        return { order: await shop.orderOf(slug) };
      case 'member order':
        return { order: await shop.orderOf(slug, memberOptions), member: owner };
      case 'account': {
        const member = await registerMember(server.url, { password: OWNER_PASSWORD });
        const cart = await shop.cartWith(slug, 1, asMember(member));
        return { member, cart, password: OWNER_PASSWORD };
      }
    }
  }

  beforeAll(async () => {
    await shop.setStock(product().variant(0).id, 100_000);
    await shop.setStock(product().variant(1).id, 100_000);
    owner = await registerMember(server.url, { password: OWNER_PASSWORD });
    otherMember = await registerMember(server.url);
    holdings['another guest'] = { cart: await shop.cartWith(slug, 1), order: await shop.orderOf(slug) };
    holdings['another member'] = {
      cart: await shop.cartWith(slug, 1, asMember(otherMember)),
      order: await shop.orderOf(slug, asMember(otherMember)),
    };
    for (const resource of ['guest cart', 'member cart', 'guest order', 'member order'] as const) {
      shared[resource] = await newVictim(resource);
    }
    shared.account = { member: owner, password: OWNER_PASSWORD, cart: shared['member cart']!.cart };
  });

  /** The ids a request of `actor` carries, following the rule in the header comment. */
  function idsFor(actor: Actor, resource: Resource, endpoint: Endpoint, victim: Victim): Ids {
    const real: Ids = {
      cartId: victim.cart?.id ?? randomUUID(),
      itemId: victim.itemId ?? 1,
      orderId: victim.order?.id ?? randomUUID(),
      userId: victim.member?.user.id ?? 1,
    };
    const guestResource = resource === 'guest cart' || resource === 'guest order';
    if (actor === 'owner' || !guestResource) return real;
    const own = holdings[actor];
    return {
      ...real,
      cartId: endpoint.item && own ? own.cart.id : randomUUID(),
      orderId: randomUUID(),
    };
  }

  function tokenFor(actor: Actor, resource: Resource, endpoint: string, victim: Victim): string | undefined {
    if (actor === 'another member') return otherMember.token;
    if (actor !== 'owner') return undefined;
    // The owner of a guest cart who transfers it has signed in (as the owner member).
    if (resource === 'guest cart') return endpoint === 'transfer cart' ? owner.token : undefined;
    if (resource === 'guest order') return undefined;
    return victim.member!.token;
  }

  /** The resource as stored, to compare before and after a non-owner's request. */
  async function snapshot(resource: Resource, victim: Victim) {
    if (resource === 'guest cart' || resource === 'member cart') return shop.cartSnapshot(victim.cart!.id);
    if (resource === 'guest order' || resource === 'member order')
      return shop.orderSnapshot(victim.order!.id);
    const [user] = await server.db.select().from(users).where(eq(users.id, victim.member!.user.id));
    return { user, cart: await shop.cartSnapshot(victim.cart!.id) };
  }

  /** What must never appear in a non-owner's answer. */
  function secretsOf(victim: Victim): string[] {
    return [victim.cart?.id, victim.order?.id, victim.member?.user.email].filter((v): v is string => !!v);
  }

  /** What the owner's answer shows: the resource (or, after a transfer, the member's cart). */
  function ownerMarker(resource: Resource, endpoint: string, victim: Victim): string | null {
    if (endpoint === 'change password') return null;
    if (endpoint === 'transfer cart' && resource === 'guest cart') return `"user_id":${owner.user.id}`;
    if (endpoint === 'user detail') return victim.member!.user.email;
    return (victim.order?.id ?? victim.cart?.id)!;
  }

  /**
   * Owner rows that use up their resource get a fresh one; the others work on the shared one
   * (non-owner rows compare it before and after their own request, so an owner's harmless change
   * in between does not matter).
   */
  const destroys = (resource: Resource, endpoint: string) =>
    ['delete item', 'clear cart', 'pay order', 'change password'].includes(endpoint) ||
    (resource === 'guest cart' && endpoint === 'transfer cart');

  const endpoints: Record<string, Endpoint> = { ...cartEndpoints, ...orderEndpoints, ...accountEndpoints };

  it.each(matrix)(
    '$resource · $endpoint · $actor → $status',
    async ({ resource, endpoint, actor, status }) => {
      const spec = endpoints[endpoint]!;
      const victim =
        actor === 'owner' && destroys(resource, endpoint) ? await newVictim(resource) : shared[resource]!;
      const token = tokenFor(actor, resource, endpoint, victim);
      const ids = idsFor(actor, resource, spec, victim);
      const before = await snapshot(resource, victim);

      const res = await call(spec.method, spec.contractPath, spec.path(ids), {
        token,
        body: spec.body?.(ids, victim),
      });

      expect(res.status, JSON.stringify(res.body)).toBe(status);
      const answer = JSON.stringify(res.body ?? null);
      if (actor === 'owner') {
        const marker = ownerMarker(resource, endpoint, victim);
        if (marker) expect(answer).toContain(marker);
        return;
      }
      for (const secret of secretsOf(victim)) expect(answer).not.toContain(secret);
      expect(await snapshot(resource, victim)).toEqual(before);
    },
  );

  it('keeps the owner able to sign in after every non-owner attempt on the account', async () => {
    const login = await call('POST', '/api/token/', '/api/token/', {
      body: { email: owner.user.email, password: OWNER_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it.each(['patch item', 'delete item'])(
    'never reaches an item of a member’s cart through another cart (%s → 404)',
    async (endpoint) => {
      const victim = shared['member cart']!;
      const own = holdings['another member']!.cart;
      const spec = cartEndpoints[endpoint]!;
      const before = await shop.cartSnapshot(victim.cart!.id);
      const ids: Ids = { cartId: own.id, itemId: victim.itemId!, orderId: '', userId: 0 };

      const res = await call(spec.method, spec.contractPath, spec.path(ids), {
        token: otherMember.token,
        body: spec.body?.(ids, victim),
      });

      expect(res.status).toBe(404);
      expect(await shop.cartSnapshot(victim.cart!.id)).toEqual(before);
    },
  );

  // ------------------------------------------------------------ point 7: client-set amounts

  describe('amounts, currencies and owners are the server’s', () => {
    const FORBIDDEN_FIELDS: Record<string, unknown> = {
      price: 1,
      total: 1,
      currency: 'VND',
      discount: 100_000,
      user: 1,
      user_id: 1,
      amount: 1,
    };

    interface Target {
      cart: Cart;
      order: Order;
    }
    let t: Target;
    beforeAll(async () => {
      const cart = await shop.cartWith(slug, 1);
      t = { cart, order: await shop.orderOf(slug) };
    });

    const writes: Record<
      string,
      (field: string, value: unknown) => Promise<{ status: number; body: unknown }>
    > = {
      'create order': (field, value) => shop.placeOrder(shop.orderBody(t.cart.id, { [field]: value })),
      'add cart item': (field, value) =>
        call('POST', '/api/carts/{cartPk}/items/', `/api/carts/${t.cart.id}/items/`, {
          body: {
            product_id: product().id,
            variant_id: product().variant(0).id,
            quantity: 1,
            [field]: value,
          },
        }),
      'patch cart item': (field, value) =>
        call(
          'PATCH',
          '/api/carts/{cartPk}/items/{id}/',
          `/api/carts/${t.cart.id}/items/${t.cart.items[0]!.id}/`,
          {
            body: { quantity: 2, [field]: value },
          },
        ),
      'patch cart': (field, value) =>
        call('PATCH', '/api/carts/{cartPk}/', `/api/carts/${t.cart.id}/`, {
          body: { shipping_rule_id: shop.rule('sg', 'express').id, [field]: value },
        }),
      'pay order': (field, value) => shop.pay(t.order.id, { ...GOOD_CARD, [field]: value }),
    };

    const cases = Object.keys(writes).flatMap((write) =>
      Object.keys(FORBIDDEN_FIELDS).map((field) => ({ write, field })),
    );

    it.each(cases)(
      '$write with a client `$field` → 400 naming it, nothing written',
      async ({ write, field }) => {
        const cartBefore = await shop.cartSnapshot(t.cart.id);
        const orderBefore = await shop.orderSnapshot(t.order.id);

        const res = await writes[write]!(field, FORBIDDEN_FIELDS[field]);

        expect(res.status).toBe(400);
        expect((res.body as { errors: unknown[] }).errors).toEqual(
          expect.arrayContaining([{ field: `body.${field}`, reason: 'is not allowed' }]),
        );
        expect(await shop.cartSnapshot(t.cart.id)).toEqual(cartBefore);
        expect(await shop.orderSnapshot(t.order.id)).toEqual(orderBefore);
        expect(await shop.ordersOfCarts([t.cart.id])).toEqual([]);
      },
    );

    it.each([
      { currency: 'SGD', country: 'sg', headers: {}, address: SG_ADDRESS },
      { currency: 'VND', country: 'vn', headers: { ...VND_MARKET }, address: VN_ADDRESS },
    ])('prices the order and charges its total in minor units of $currency', async (market) => {
      const variant = product().variant(0);
      const unit = variant.seed.prices[market.currency as 'SGD' | 'VND'];
      const express = shop.rule(market.country, 'express');
      const options: CallOptions = { headers: market.headers };
      const cart = await shop.cartWith(slug, 2, options);
      expect(cart).toMatchObject({ currency: market.currency, items: [{ price: unit, quantity: 2 }] });

      const placed = await shop.placeOrder(
        shop.orderBody(cart.id, { shipping_rule_id: express.id, shipping_address: market.address }),
        randomUUID(),
        options,
      );

      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const order = placed.body;
      const total = 2 * unit + express.price;
      expect(order).toMatchObject({
        currency: market.currency,
        subtotal: 2 * unit,
        discount: 0,
        shipping: express.price,
        total,
        line_items: [{ quantity: 2, price: unit, total: 2 * unit, currency: market.currency }],
      });

      const paid = await shop.pay(order.id, GOOD_CARD, options);
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: 'succeeded', amount: total, currency: market.currency });
      const charged = await shop.succeededPaymentsOf(order.id);
      expect(charged.map((p) => ({ amount: p.amount, currency: p.currency }))).toEqual([
        { amount: total, currency: market.currency },
      ]);
    });
  });
});
