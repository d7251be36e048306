import type { Cart } from '@atelier/api/schema';
import { expect } from 'vitest';
import { request, type JsonResponse } from './http-client';
import { expectToMatchContract } from './contract-matcher';

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/**
 * Test helper: a caller bound to a server that checks every answer against the contract, with
 * the contract path (`/api/carts/{cartPk}/`) given next to the concrete one.
 */
export function contractCaller(base: () => string) {
  return async function call<T = unknown>(
    method: string,
    contractPath: string,
    path: string,
    options: CallOptions = {},
  ): Promise<JsonResponse<T>> {
    const res = await request<T>(base(), method, path, options);
    expectToMatchContract(method, contractPath, res.status, res.body);
    return res;
  };
}

/** A new cart over HTTP (guest, or the member's with a token). */
export async function newCart(base: string, options: CallOptions = {}): Promise<Cart> {
  const res = await request<Cart>(base, 'POST', '/api/carts/', options);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Adds an item and expects success. */
export async function addItem(
  base: string,
  cartId: string,
  body: Record<string, unknown>,
  options: Omit<CallOptions, 'body'> = {},
): Promise<Cart> {
  const res = await request<Cart>(base, 'POST', `/api/carts/${cartId}/items/`, { ...options, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expectToMatchContract('POST', '/api/carts/{cartPk}/items/', 201, res.body);
  return res.body;
}
