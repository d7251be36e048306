import { randomUUID } from 'node:crypto';
import type { GiftCardBalance, GiftCardOffer, Order } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { giftCards, outboxEmails } from '../../src/db/schema';
import { expectToMatchContract } from './contract-matcher';
import { request, type JsonResponse } from './http-client';
import type { TestServer } from './test-server';
import { contractCaller, type CallOptions } from './http-calls';

/** A balance-check limit a suite never reaches (the limit itself has its own test). */
export const CHECKS_UNLIMITED = { max: 100_000, timeWindowMs: 60_000 };

/** A valid BuyGiftCardRequest (S$100 unless changed). */
export function buyBody(extra: Record<string, unknown> = {}) {
  return {
    face_value: 10000,
    email: 'buyer@example.com',
    recipient_email: 'wei@example.com',
    recipient_name: 'Wei',
    sender_name: 'Mei',
    message: 'Happy birthday!',
    ...extra,
  };
}

/** Test helper: the gift card calls over real HTTP, every answer checked against the contract. */
export function giftCardCalls(server: TestServer) {
  const call = contractCaller(() => server.url);
  const calls = {
    offer(options: CallOptions = {}) {
      return call<GiftCardOffer>('GET', '/api/gift-cards/', '/api/gift-cards/', options);
    },

    async buy(
      body: Record<string, unknown> = buyBody(),
      key: string | null = randomUUID(),
      options: CallOptions = {},
    ): Promise<JsonResponse<Order>> {
      const headers = { ...options.headers, ...(key === null ? {} : { 'idempotency-key': key }) };
      const res = await request<Order>(server.url, 'POST', '/api/gift-cards/', { ...options, body, headers });
      expectToMatchContract('POST', '/api/gift-cards/', res.status, res.body);
      return res;
    },

    /** Buys a card and expects the 201. */
    async bought(body: Record<string, unknown> = buyBody(), options: CallOptions = {}): Promise<Order> {
      const res = await calls.buy(body, randomUUID(), options);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    },

    balance(code: string, options: CallOptions = {}) {
      return call<GiftCardBalance>(
        'GET',
        '/api/gift-cards/{code}/balance/',
        `/api/gift-cards/${encodeURIComponent(code)}/balance/`,
        options,
      );
    },

    /** The card an order bought, as stored. */
    async cardOfOrder(orderId: string) {
      const [card] = await server.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
      return card!;
    },

    async card(code: string) {
      const [card] = await server.db.select().from(giftCards).where(eq(giftCards.code, code));
      return card!;
    },

    emailsAbout(reference: string) {
      return server.db.select().from(outboxEmails).where(eq(outboxEmails.reference, reference));
    },
  };
  return calls;
}
