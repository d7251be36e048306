import type { LocaleKey } from '../types';

export interface OrderListParams {
  /** 1-based page number (server default 1). */
  page?: number;
  /** Orders per page (server default 24, at most 100). */
  pageSize?: number;
}

/**
 * Orders belong to a member (or to whoever holds a guest order's id): drop `orderKeys.all` on
 * login/logout so one session never sees another's cached orders.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  /** The signed-in member's orders (`GET /api/orders/`). */
  list: (params: OrderListParams & { locale: LocaleKey }) => [...orderKeys.lists(), params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderId: string, locale: LocaleKey) => [...orderKeys.details(), orderId, locale] as const,
};
