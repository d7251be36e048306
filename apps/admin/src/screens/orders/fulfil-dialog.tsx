import type { AdminOrder } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { TextField } from '@atelier/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { OrderDialog } from './order-dialog';
import { ordersApi } from './orders-api';

const TRACKING = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

/** Carrier, tracking number and (https) tracking page: the shopper is e-mailed and sees them. */
export function FulfilDialog({
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
  const [values, setValues] = useState({ carrier: '', tracking: '', url: '' });
  const [problems, setProblems] = useState<{ carrier?: string; tracking?: string; url?: string }>({});
  const fulfil = useMutation({
    mutationFn: () =>
      ordersApi(api).fulfil(order.order.id, {
        carrier: values.carrier.trim(),
        tracking_number: values.tracking.trim(),
        ...(values.url.trim() ? { tracking_url: values.url.trim() } : {}),
      }),
    onSuccess: onDone,
    onError: (error) => {
      if (!isAdminError(error, 'invalid')) return;
      setProblems({
        carrier: error.fields.carrier ? t('orders.fulfil.carrierMissing') : undefined,
        tracking: error.fields.tracking_number ? t('orders.fulfil.trackingInvalid') : undefined,
        url: error.fields.tracking_url ? t('orders.fulfil.urlInvalid') : undefined,
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = values.url.trim();
    const next = {
      carrier: values.carrier.trim() ? undefined : t('orders.fulfil.carrierMissing'),
      tracking: TRACKING.test(values.tracking.trim()) ? undefined : t('orders.fulfil.trackingInvalid'),
      url: !url || /^https:\/\/[^\s]+\.[^\s]+/.test(url) ? undefined : t('orders.fulfil.urlInvalid'),
    };
    setProblems(next);
    if (next.carrier || next.tracking || next.url) return;
    fulfil.mutate();
  };
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  return (
    <OrderDialog
      title={t('orders.fulfil.title', { number: order.order.number })}
      submitLabel={t('orders.fulfil.submit')}
      busy={fulfil.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t('orders.fulfil.lead')}</p>
      <TextField
        label={t('orders.fulfil.carrier')}
        hint={t('orders.fulfil.carrierHint')}
        value={values.carrier}
        maxLength={80}
        error={problems.carrier}
        onChange={set('carrier')}
      />
      <TextField
        label={t('orders.fulfil.tracking')}
        value={values.tracking}
        maxLength={100}
        error={problems.tracking}
        onChange={set('tracking')}
      />
      <TextField
        label={t('orders.fulfil.url')}
        hint={t('orders.fulfil.urlHint')}
        type="url"
        value={values.url}
        maxLength={500}
        error={problems.url}
        onChange={set('url')}
      />
      {fulfil.isError && !isAdminError(fulfil.error, 'invalid') ? (
        <Alert kind="error" title={t('orders.actionFailed')}>
          {isAdminError(fulfil.error, 'conflict') ? fulfil.error.message : t('errors.failedText')}
        </Alert>
      ) : null}
    </OrderDialog>
  );
}
