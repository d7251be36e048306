import type { AdminOrder } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { TextField } from '@atelier/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { money } from './money';
import { OrderDialog } from './order-dialog';
import { ordersApi } from './orders-api';
import { refundFailureText } from './refund-failure';

/** Cancel with a reason: a paid order is refunded what is left first; stock and promo use go back. */
export function CancelDialog({
  order,
  onDone,
  onClose,
}: {
  order: AdminOrder;
  onDone: (next: AdminOrder) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const cancel = useMutation({
    mutationFn: () => ordersApi(api).cancel(order.order.id, { reason: reason.trim() }),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = reason.trim() ? undefined : t('orders.cancel.reasonMissing');
    setProblem(next);
    if (!next) cancel.mutate();
  };
  return (
    <OrderDialog
      title={t('orders.cancel.title', { number: order.order.number })}
      submitLabel={t('orders.cancel.submit')}
      busy={cancel.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        {order.refundable > 0
          ? t('orders.cancel.leadPaid', { amount: money(order.refundable, order.currency) })
          : t('orders.cancel.leadUnpaid')}
      </p>
      <TextField
        label={t('orders.cancel.reason')}
        value={reason}
        maxLength={500}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      {cancel.isError ? (
        <Alert kind="error" title={t('orders.actionFailed')}>
          {refundFailureText(cancel.error, t)}
        </Alert>
      ) : null}
    </OrderDialog>
  );
}
