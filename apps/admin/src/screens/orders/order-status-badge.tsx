import type { OrderStatus } from '@atelier/api/schema';
import { Badge, type BadgeTone } from '@atelier/ui/badge';
import { useTranslation } from 'react-i18next';

const TONES: Record<OrderStatus, BadgeTone> = {
  pending_payment: 'neutral',
  payment_failed: 'sold-out',
  paid: 'info',
  fulfilled: 'gift',
  cancelled: 'neutral',
  refunded: 'sale',
};

/** An order's status in words (the tone only repeats them). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`orders.status.${status}`)}</Badge>;
}
