import { randomUUID } from 'node:crypto';
import type { Order } from '@atelier/api/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, shippingRules } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { TEST_PUBLIC_ORIGIN } from '../../../test/support/test-config';
import { useTestServer } from '../../../test/support/test-server';
import { catalogueIds, type SeededProduct } from '../../../test/support/catalogue-ids';
import { addItem, newCart } from '../../../test/support/http-calls';
import { ORDER_CONFIRMATION, queueOrderEmail } from './order-email';

interface Market {
  country: string;
  currency: string;
  language: string;
}

const ADDRESS = {
  first_name: 'Linh',
  last_name: 'Nguyen',
  line1: '12 Le Loi',
  city: 'Ho Chi Minh City',
  postal_code: '700000',
  country: 'vn',
  phone: '+84 90 123 4567',
};

describe.each(databases())('order confirmation e-mails on %s', (target) => {
  const server = useTestServer(target);
  let product: (slug: string) => SeededProduct;
  beforeAll(async () => {
    product = await catalogueIds(server.db);
  });

  /** An order placed over HTTP in a market: 2 of a candle, with the given shipping method. */
  async function orderIn(market: Market, method: string): Promise<Order> {
    const headers = {
      'accept-country': market.country,
      'accept-currency': market.currency,
      'accept-language': market.language,
    };
    const kaya = product('kaya-toast-candle');
    const cart = await newCart(server.url, { headers });
    await addItem(
      server.url,
      cart.id,
      { product_id: kaya.id, variant_id: kaya.variant(0).id, quantity: 2 },
      { headers },
    );
    const [rule] = await server.db
      .select()
      .from(shippingRules)
      .where(and(eq(shippingRules.country, market.country), eq(shippingRules.method, method)));
    const res = await request<Order>(server.url, 'POST', '/api/orders/', {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: {
        cart_id: cart.id,
        email: `buyer.${market.language}@example.com`,
        phone: '+84 90 123 4567',
        shipping_rule_id: rule!.id,
        shipping_address: method === 'self-collect' ? null : { ...ADDRESS, country: market.country },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  const emailsOf = (orderId: string) =>
    server.db.select().from(outboxEmails).where(eq(outboxEmails.reference, orderId));

  it('queues the confirmation once per order, in English with S$ amounts and the order link', async () => {
    const order = await orderIn({ country: 'sg', currency: 'sgd', language: 'en' }, 'standard');
    await server.db.transaction((tx) => queueOrderEmail(tx, order.id));
    // Webhook and verify may both see the payment: the second call changes nothing.
    await server.db.transaction((tx) => queueOrderEmail(tx, order.id));

    const rows = await emailsOf(order.id);
    expect(rows).toHaveLength(1);
    const email = rows[0]!;
    expect(email).toMatchObject({
      kind: ORDER_CONFIRMATION,
      recipient: 'buyer.en@example.com',
      subject: `Your Atelier Scents order #${order.number}`,
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(['pending', 'logged']).toContain(email.status);
    const line = order.line_items[0]!;
    expect(line.price).toBe(4800);
    expect(email.textBody).toContain(
      `We have received your payment and your order #${order.number} is confirmed.`,
    );
    expect(email.textBody).toContain(`- ${line.name} × 2: S$96.00`);
    expect(email.textBody).toContain('Subtotal: S$96.00');
    expect(email.textBody).toContain(`Total: S$${(order.total / 100).toFixed(2)}`);
    expect(email.textBody).toContain('Delivery method: Standard');
    expect(email.textBody).toContain('Phone: +84 90 123 4567');
    const link = `${TEST_PUBLIC_ORIGIN}/sg/pay/${order.id}`;
    expect(email.textBody).toContain(`View your order: ${link}`);
    expect(email.htmlBody).toContain(`<a href="${link}">View your order</a>`);
    expect(email.htmlBody).toContain('<html lang="en" dir="ltr">');
  });

  it('writes it in Vietnamese with VND amounts without decimals', async () => {
    const order = await orderIn({ country: 'vn', currency: 'vnd', language: 'vi' }, 'express');
    expect(order.currency).toBe('VND');
    await server.db.transaction((tx) => queueOrderEmail(tx, order.id));
    const [email] = await emailsOf(order.id);

    expect(email!.subject).toBe(`Đơn hàng #${order.number} của bạn tại Atelier Scents`);
    const dong = (minor: number) => `${String(minor).replace(/\B(?=(\d{3})+$)/g, '.')}₫`;
    expect(order.subtotal).toBeGreaterThan(1000);
    expect(email!.textBody).toContain(`Tạm tính: ${dong(order.subtotal)}`);
    expect(email!.textBody).toContain(`Tổng cộng: ${dong(order.total)}`);
    expect(email!.textBody).toContain('Phương thức giao hàng: Giao hàng nhanh');
    expect(email!.textBody).not.toMatch(/\d,\d\d₫|\.\d\d₫/);
    expect(email!.textBody).toContain(`${TEST_PUBLIC_ORIGIN}/vn/vi/pay/${order.id}`);
    expect(email!.htmlBody).toContain('<html lang="vi" dir="ltr">');
  });

  it('writes it in Arabic (right to left) and Simplified Chinese; Self Collect keeps the phone', async () => {
    const arabic = await orderIn({ country: 'sg', currency: 'sgd', language: 'ar' }, 'self-collect');
    const chinese = await orderIn({ country: 'sg', currency: 'sgd', language: 'zh-hans' }, 'standard');
    await server.db.transaction(async (tx) => {
      await queueOrderEmail(tx, arabic.id);
      await queueOrderEmail(tx, chinese.id);
    });

    const [ar] = await emailsOf(arabic.id);
    expect(ar!.subject).toBe(`طلبك رقم ${arabic.number} من Atelier Scents`);
    expect(ar!.textBody).toContain('طريقة التوصيل: الاستلام من المتجر');
    expect(ar!.textBody).toContain('ستستلم هذا الطلب من متجرنا.');
    expect(ar!.textBody).toContain('الهاتف: +84 90 123 4567');
    expect(ar!.textBody).toContain('الشحن: مجاني');
    expect(ar!.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(ar!.textBody).toContain(`${TEST_PUBLIC_ORIGIN}/sg/ar/pay/${arabic.id}`);

    const [zh] = await emailsOf(chinese.id);
    expect(zh!.subject).toBe(`您的 Atelier Scents 订单 #${chinese.number}`);
    expect(zh!.textBody).toContain('商品小计: S$96.00');
    expect(zh!.textBody).toContain('配送方式: 标准配送');
  });

  it('queues nothing when the transaction that pays the order rolls back', async () => {
    const order = await orderIn({ country: 'sg', currency: 'sgd', language: 'en' }, 'standard');
    await expect(
      server.db.transaction(async (tx) => {
        await queueOrderEmail(tx, order.id);
        throw new Error('payment recording failed');
      }),
    ).rejects.toThrow('payment recording failed');
    expect(await emailsOf(order.id)).toEqual([]);
  });
});
