import type {
  AdminGiftCard,
  AdminGiftCardIssue,
  AdminGiftCardPage,
  AdminGiftCardStatus,
} from '@atelier/api/schema';
import type { AdminApi } from '../../app/admin-api';
import { unwrap } from '../../app/admin-api';

export interface GiftCardListQuery {
  page: number;
  page_size: number;
  q?: string;
  status?: AdminGiftCardStatus;
}

export const CARD_STATUSES: readonly AdminGiftCardStatus[] = [
  'active',
  'redeemed',
  'expired',
  'voided',
  'pending',
];

/** The gift card screens' calls, each throwing `AdminError`. */
export function giftCardsApi(api: AdminApi) {
  const { client } = api;
  return {
    list: async (query: GiftCardListQuery): Promise<AdminGiftCardPage> =>
      unwrap(await client.GET('/api/admin/gift-cards/', { params: { query } })),
    card: async (id: number): Promise<AdminGiftCard> =>
      unwrap(await client.GET('/api/admin/gift-cards/{id}/', { params: { path: { id } } })),
    issue: async (body: AdminGiftCardIssue): Promise<AdminGiftCard> =>
      unwrap(await client.POST('/api/admin/gift-cards/', { body })),
    void: async (id: number, reason: string): Promise<AdminGiftCard> =>
      unwrap(
        await client.POST('/api/admin/gift-cards/{id}/void/', { params: { path: { id } }, body: { reason } }),
      ),
  };
}

export const cardKey = (id: number) => ['admin', 'gift-cards', id] as const;
export const cardListKey = (query: GiftCardListQuery) => ['admin', 'gift-cards', 'list', query] as const;
