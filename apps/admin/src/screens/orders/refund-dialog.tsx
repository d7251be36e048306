import type { AdminOrder, OrderRefund, RefundOrderRequest } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { TextField } from '@atelier/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { money, parseAmount } from './money';
import { OrderDialog } from './order-dialog';
import { ordersApi } from './orders-api';
import { refundFailureText } from './refund-failure';

type Kind = RefundOrderRequest['kind'];

/**
 * A refund in full, of an amount, or of lines with quantities (their units go back to stock),
 * with a reason. One Idempotency-Key per opened dialog: pressing again after a lost answer
 * refunds once.
 */
export function RefundDialog({
  order,
  onDone,
  onClose,
}: {
  order: AdminOrder;
  onDone: (refund: OrderRefund) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [key] = useState(() => crypto.randomUUID());
  const [kind, setKind] = useState<Kind>('amount');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [units, setUnits] = useState<Record<number, string>>({});
  const [problems, setProblems] = useState<{ amount?: string; lines?: string; reason?: string }>({});
  const left = money(order.refundable, order.currency);
  const refund = useMutation({
    mutationFn: (body: RefundOrderRequest) => ordersApi(api).refund(order.order.id, key, body),
    onSuccess: onDone,
    onError: (error) => {
      if (!isAdminError(error, 'invalid')) return;
      const lines = Object.keys(error.fields).some((field) => field.startsWith('lines'));
      setProblems({
        amount: error.fields.amount ? t('orders.refund.tooMuch', { amount: left }) : undefined,
        lines: lines ? t('orders.refund.linesTooMany') : undefined,
        reason: error.fields.reason ? t('orders.refund.reasonMissing') : undefined,
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof problems = { reason: reason.trim() ? undefined : t('orders.refund.reasonMissing') };
    let body: RefundOrderRequest | null = null;
    if (kind === 'full') body = { kind, reason: reason.trim() };
    if (kind === 'amount') {
      const minor = parseAmount(amount, order.currency);
      if (minor === null) next.amount = t('orders.refund.amountInvalid');
      else if (minor > order.refundable) next.amount = t('orders.refund.tooMuch', { amount: left });
      else body = { kind, amount: minor, reason: reason.trim() };
    }
    if (kind === 'lines') {
      const lines = order.refundable_lines
        .map((line) => ({ line_id: line.line_id, quantity: Number(units[line.line_id] ?? '0') }))
        .filter((line) => line.quantity !== 0);
      const wrong = lines.some((line) => {
        const max = order.refundable_lines.find((l) => l.line_id === line.line_id)?.quantity ?? 0;
        return !Number.isInteger(line.quantity) || line.quantity < 0 || line.quantity > max;
      });
      if (lines.length === 0) next.lines = t('orders.refund.linesMissing');
      else if (wrong) next.lines = t('orders.refund.linesTooMany');
      else body = { kind, lines, reason: reason.trim() };
    }
    setProblems(next);
    if (next.reason || next.amount || next.lines || !body) return;
    refund.mutate(body);
  };
  const names = new Map(order.order.line_items.map((line) => [line.id, line.name]));

  return (
    <OrderDialog
      title={t('orders.refund.title', { number: order.order.number })}
      submitLabel={t('orders.refund.submit')}
      busy={refund.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t('orders.refund.lead', { amount: left })}</p>
      <fieldset className="admin-orders__kinds">
        <legend>{t('orders.refund.kind')}</legend>
        {(['full', 'amount', 'lines'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="refund-kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />{' '}
            {t(`orders.refund.kinds.${value}`, { amount: left })}
          </label>
        ))}
      </fieldset>
      {kind === 'amount' ? (
        <TextField
          label={t('orders.refund.amount', { currency: order.currency })}
          hint={t('orders.refund.amountHint', { amount: left })}
          inputMode="decimal"
          value={amount}
          error={problems.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      ) : null}
      {kind === 'lines' ? (
        <fieldset
          className="admin-orders__lines"
          aria-describedby={problems.lines ? 'refund-lines-error' : undefined}
        >
          <legend>{t('orders.refund.lines')}</legend>
          {order.refundable_lines.map((line) => (
            <TextField
              key={line.line_id}
              label={t('orders.refund.lineUnits', {
                name: names.get(line.line_id) ?? line.line_id,
                count: line.quantity,
              })}
              type="number"
              min={0}
              max={line.quantity}
              disabled={line.quantity === 0}
              value={units[line.line_id] ?? ''}
              onChange={(event) => setUnits((u) => ({ ...u, [line.line_id]: event.target.value }))}
            />
          ))}
          {problems.lines ? (
            <p id="refund-lines-error" className="admin-orders__error" role="alert">
              {problems.lines}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <TextField
        label={t('orders.refund.reason')}
        value={reason}
        maxLength={500}
        error={problems.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {refund.isError && !isAdminError(refund.error, 'invalid') ? (
        <Alert kind="error" title={t('orders.actionFailed')}>
          {refundFailureText(refund.error, t)}
        </Alert>
      ) : null}
    </OrderDialog>
  );
}
