import type { AdminProduct, AdminVariant } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { TextField } from '@atelier/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { catalogueApi } from './catalogue-api';

/**
 * A variant's stock, changed by a relative amount ("adjust by +24" or "-3") with a reason: the server
 * adds it to what is on hand at that moment, so an order placed meanwhile is never undone, and it
 * refuses to go below zero.
 */
export function VariantStock({
  product,
  variant,
  onSaved,
}: {
  product: AdminProduct;
  variant: AdminVariant;
  onSaved: (next: AdminProduct) => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ delta?: string; reason?: string }>({});
  const adjust = useMutation({
    mutationFn: (body: { delta: number; reason: string }) =>
      catalogueApi(api).adjustStock(product.id, variant.id, body),
    onSuccess: (level) => {
      setDelta('');
      setReason('');
      onSaved({
        ...product,
        variants: product.variants.map((v) => (v.id === level.variant_id ? { ...v, stock: level.stock } : v)),
      });
    },
    onError: (error) => {
      if (!isAdminError(error, 'invalid')) return;
      setProblems({
        delta: error.fields.delta ? t('catalogue.stock.belowZero', { stock: variant.stock }) : undefined,
        reason: error.fields.reason ? t('catalogue.stock.reasonMissing') : undefined,
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(delta.trim());
    const next = {
      delta:
        delta.trim() && Number.isInteger(amount) && amount !== 0
          ? undefined
          : t('catalogue.stock.deltaInvalid'),
      reason: reason.trim() ? undefined : t('catalogue.stock.reasonMissing'),
    };
    setProblems(next);
    if (next.delta || next.reason) return;
    adjust.mutate({ delta: amount, reason: reason.trim() });
  };

  return (
    <form
      className="admin-catalogue__stock"
      onSubmit={submit}
      noValidate
      aria-label={t('catalogue.stock.form', { sku: variant.sku })}
    >
      <p className="admin-catalogue__on-hand">
        {t('catalogue.stock.onHand')}: <strong>{t('catalogue.units', { count: variant.stock })}</strong>
      </p>
      <TextField
        label={t('catalogue.stock.adjustBy')}
        hint={t('catalogue.stock.adjustHint')}
        inputMode="numeric"
        value={delta}
        error={problems.delta}
        onChange={(event) => setDelta(event.target.value)}
      />
      <TextField
        label={t('catalogue.stock.reason')}
        value={reason}
        maxLength={200}
        error={problems.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="admin-filters__actions">
        <Button type="submit" variant="secondary" disabled={adjust.isPending}>
          {t('catalogue.stock.submit')}
        </Button>
      </div>
      {adjust.isError && !isAdminError(adjust.error, 'invalid') ? (
        <Alert kind="error" title={t('catalogue.saveFailed')}>
          {t('errors.failedText')}
        </Alert>
      ) : adjust.isSuccess ? (
        <Alert kind="success" live="status">
          {t('catalogue.stock.saved', { count: adjust.data.stock })}
        </Alert>
      ) : null}
    </form>
  );
}
