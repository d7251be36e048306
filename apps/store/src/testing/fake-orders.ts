import type { Cart, CreateOrderRequest, LoginRecord, Order, Payment } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { randomUUID } from 'node:crypto';
import type { FakeShop } from '../../../testing/fake-shop';
import { ACCESS_TOKEN, createApiHandler, members, REFRESH_TOKEN } from '../../../testing/render-app';

/**
 * Orders, payments and registration on top of the fake shop, with the contract's rules that the
 * checkout relies on: `Idempotency-Key` required (same key and body → the same answer, another
 * body → 422), the cart closed by its order, the test provider's cards (4242… succeeds,
 * 4000 0000 0000 0002 is declined and leaves the order payable), 409 for paying a paid order,
 * verify answering the order, 409 'The email already exists' for a taken e-mail.
 */
export interface FakeOrders {
  handler: (request: RecordedRequest) => TestReply | Promise<TestReply>;
  orders: Map<string, Order>;
  payments: Payment[];
  /** The next order creation commits, then answers 502 (the answer is lost on the way). */
  loseNextCreateAnswer(): void;
}

function error(status: number, message: string, extra: Record<string, unknown> = {}): TestReply {
  return { status, body: { message, status, ...extra } };
}

const DECLINED = '4000000000000002';
const SUCCEEDS = '4242424242424242';

export function createFakeOrders(shop: FakeShop): FakeOrders {
  const base = createApiHandler(shop);
  const orders = new Map<string, Order>();
  const payments: Payment[] = [];
  const keys = new Map<string, { body: string; reply: TestReply }>();
  let nextNumber = 100042;
  let loseAnswer = false;

  function cartView(request: RecordedRequest, cartId: string): Cart | null {
    const reply = shop.handle({ ...request, method: 'GET', path: `/api/carts/${cartId}/`, body: undefined });
    return reply && reply.status === 200 ? (reply.body as Cart) : null;
  }

  function createOrder(request: RecordedRequest): TestReply {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length < 8)
      return error(400, 'Validation failed', {
        errors: [{ field: 'Idempotency-Key', reason: 'is required' }],
      });
    const body = request.body as CreateOrderRequest;
    const text = JSON.stringify(body);
    const seen = keys.get(key);
    if (seen) {
      return seen.body === text
        ? seen.reply
        : error(422, 'This Idempotency-Key was used with another request', {
            errors: [{ field: 'Idempotency-Key', reason: 'reused with a different body' }],
          });
    }
    const cart = shop.carts.get(body.cart_id);
    if (!cart || !cart.open) return error(404, 'Not found');
    if (cart.userId !== null && request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`)
      return error(403, 'You do not have access to this resource');
    if (cart.lines.length === 0) return error(422, 'The cart is empty');
    cart.shippingRuleId = body.shipping_rule_id;
    const view = cartView(request, cart.id)!;
    const selfCollect = body.shipping_rule_id === 3;
    if (!selfCollect && !body.shipping_address)
      return error(422, 'A delivery address is required', {
        errors: [{ field: 'shipping_address', reason: 'is required' }],
      });
    const order: Order = {
      id: randomUUID(),
      number: nextNumber++,
      user_id: cart.userId,
      email: body.email,
      phone: body.phone,
      status: 'pending_payment',
      line_items: view.items.map((item) => ({
        id: item.id,
        kind: 'product',
        product_id: item.product.id,
        product_type: item.product.type,
        name: item.name,
        quantity: item.quantity,
        price: item.price,
        total: item.total,
        currency: view.currency,
        item_feed_id: item.item_feed_id,
        variant_values: item.variant_values,
        customization: null,
      })),
      subtotal: view.subtotal,
      discount: view.discount,
      shipping: view.shipping,
      gift_card_amount: 0,
      total: view.total,
      currency: view.currency,
      exchange_rate: view.exchange_rate,
      shipping_method: selfCollect ? 'Self Collect' : body.shipping_rule_id === 2 ? 'Express' : 'Standard',
      shipping_address: selfCollect ? null : body.shipping_address,
      promo: view.promo,
      created_at: '2026-11-21T10:00:00Z',
      paid_at: null,
    };
    orders.set(order.id, order);
    cart.open = false;
    const reply: TestReply = { status: 201, body: order };
    keys.set(key, { body: text, reply });
    if (loseAnswer) {
      loseAnswer = false;
      return error(502, 'Bad gateway');
    }
    return reply;
  }

  function pay(request: RecordedRequest, order: Order): TestReply {
    if (order.status === 'paid') return error(409, 'This order is already paid');
    const { card_number: card } = request.body as { card_number?: string };
    const declined = card === DECLINED || card !== SUCCEEDS;
    const payment: Payment = {
      id: randomUUID(),
      order_id: order.id,
      booking_id: null,
      status: declined ? 'failed' : 'succeeded',
      amount: order.total,
      currency: order.currency,
      provider: 'test',
      failure_code: declined ? 'card_declined' : null,
      failure_message: declined ? 'Your card was declined.' : null,
      created_at: '2026-11-21T10:01:00Z',
    };
    payments.push(payment);
    order.status = declined ? 'payment_failed' : 'paid';
    order.paid_at = declined ? null : '2026-11-21T10:01:00Z';
    return { status: 200, body: payment };
  }

  function register(request: RecordedRequest): TestReply {
    const body = request.body as { email: string; first_name: string; last_name: string; phone?: string };
    if (body.email in members) return error(409, 'The email already exists', { email: body.email });
    const record: LoginRecord = {
      token: ACCESS_TOKEN,
      refresh_token: REFRESH_TOKEN,
      user: {
        ...members['gold@atelier.test'],
        id: 8,
        email: body.email,
        first_name: body.first_name,
        last_name: body.last_name,
        phone: body.phone ?? null,
        membership_tier: null,
        workshop_guest_code: null,
      },
    };
    return { status: 201, body: record };
  }

  function handle(request: RecordedRequest): TestReply | null {
    const { path, method } = request;
    if (path === '/api/users/register/' && method === 'POST') return register(request);
    if (path === '/api/orders/' && method === 'POST') return createOrder(request);
    if (path === '/api/verify/' && method === 'POST') {
      const order = orders.get((request.body as { order_id: string }).order_id);
      return order ? { status: 200, body: order } : error(404, 'Not found');
    }
    const match = path.match(/^\/api\/orders\/([^/]+)\/(pay\/)?$/);
    if (!match) return null;
    const order = orders.get(match[1]!);
    if (!order) return error(404, 'Not found');
    if (match[2] && method === 'POST') return pay(request, order);
    if (!match[2] && method === 'GET') return { status: 200, body: order };
    return null;
  }

  return {
    handler: (request) => handle(request) ?? base(request),
    orders,
    payments,
    loseNextCreateAnswer() {
      loseAnswer = true;
    },
  };
}
