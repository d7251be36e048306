import type {
  AdminOrder,
  AdminOrderPage,
  CancelOrderRequest,
  FulfilOrderRequest,
  OrderRefund,
  OrderStatus,
  RefundOrderRequest,
} from '@atelier/api/schema';
import type { AdminApi } from '../../app/admin-api';
import { unwrap } from '../../app/admin-api';

export interface OrderListQuery {
  page: number;
  page_size: number;
  status?: OrderStatus;
  country?: string;
  date_from?: string;
  date_to?: string;
  q?: string;
}

/** The orders screen's calls, each throwing `AdminError`. */
export function ordersApi(api: AdminApi) {
  const { client } = api;
  return {
    list: async (query: OrderListQuery): Promise<AdminOrderPage> =>
      unwrap(await client.GET('/api/admin/orders/', { params: { query } })),
    order: async (id: string): Promise<AdminOrder> =>
      unwrap(await client.GET('/api/admin/orders/{id}/', { params: { path: { id } } })),
    fulfil: async (id: string, body: FulfilOrderRequest): Promise<AdminOrder> =>
      unwrap(await client.POST('/api/admin/orders/{id}/fulfil/', { params: { path: { id } }, body })),
    cancel: async (id: string, body: CancelOrderRequest): Promise<AdminOrder> =>
      unwrap(await client.POST('/api/admin/orders/{id}/cancel/', { params: { path: { id } }, body })),
    /** `key`: one per refund the person means (kept while the dialog is open), so a retry refunds once. */
    refund: async (id: string, key: string, body: RefundOrderRequest): Promise<OrderRefund> =>
      unwrap(
        await client.POST('/api/admin/orders/{id}/refunds/', {
          params: { path: { id }, header: { 'Idempotency-Key': key } },
          body,
        }),
      ),
  };
}

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'payment_failed',
  'paid',
  'fulfilled',
  'cancelled',
  'refunded',
];

export const orderKey = (id: string) => ['admin', 'orders', id] as const;
export const orderListKey = (query: OrderListQuery) => ['admin', 'orders', 'list', query] as const;
