import type { AdminSubscriberPage, AdminSubscriberStatus } from '@atelier/api/schema';
import type { AdminApi } from '../../app/admin-api';
import { unwrap } from '../../app/admin-api';

export interface SubscriberListQuery {
  page: number;
  page_size: number;
  q?: string;
  status?: AdminSubscriberStatus;
  country?: string;
}

export function subscribersApi(api: AdminApi) {
  const { client } = api;
  return {
    list: async (query: SubscriberListQuery): Promise<AdminSubscriberPage> =>
      unwrap(await client.GET('/api/admin/subscribers/', { params: { query } })),
  };
}

export const subscriberListKey = (query: SubscriberListQuery) =>
  ['admin', 'subscribers', 'list', query] as const;
