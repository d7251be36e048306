import { useMutation } from '@tanstack/react-query';
import type { EmailFlagResult } from '../../client/catalogue';
import type { ApiClient } from '../../client/create-api-client';
import type { NotifyStockRequest, StockNotification } from '../../generated/schema';
import { useApiClient } from '../api-client-context';

/**
 * `POST /api/items/{id}/notify-stock/` through the SPEC §8 second helper (`{error, email}`): ask to
 * be e-mailed when a product (or one variant) is back. Never throws for HTTP failures; a 409 means
 * the address already asked, which a form should treat as a success.
 */
export function notifyStock(
  api: ApiClient,
  itemId: number,
  request: NotifyStockRequest,
): Promise<EmailFlagResult<StockNotification>> {
  return api.emailFlag.POST('/api/items/{id}/notify-stock/', {
    params: { path: { id: itemId } },
    body: request,
  });
}

export function useNotifyStock(itemId: number) {
  const api = useApiClient();
  return useMutation({ mutationFn: (request: NotifyStockRequest) => notifyStock(api, itemId, request) });
}
