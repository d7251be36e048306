import type { AdminCustomer, AdminCustomerPage } from '@atelier/api/schema';
import type { AdminApi } from '../../app/admin-api';
import { unwrap } from '../../app/admin-api';

export interface CustomerListQuery {
  page: number;
  page_size: number;
  q?: string;
  tier?: 'silver' | 'gold' | 'black' | 'none';
}

/** The customers screen's calls, each throwing `AdminError`. */
export function customersApi(api: AdminApi) {
  const { client } = api;
  return {
    list: async (query: CustomerListQuery): Promise<AdminCustomerPage> =>
      unwrap(await client.GET('/api/admin/customers/', { params: { query } })),
    customer: async (id: number): Promise<AdminCustomer> =>
      unwrap(await client.GET('/api/admin/customers/{id}/', { params: { path: { id } } })),
  };
}

export const customerListKey = (query: CustomerListQuery) => ['admin', 'customers', 'list', query] as const;
export const customerKey = (id: number) => ['admin', 'customers', id] as const;
