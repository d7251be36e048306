import type { AdminGiftCardIssue } from '@atelier/api/schema';
import { toMinor } from '@atelier/commerce/money';
import { Alert } from '@atelier/ui/alert';
import { Badge } from '@atelier/ui/badge';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextAreaField } from '@atelier/ui/text-area-field';
import { TextField } from '@atelier/ui/text-field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AdminError, isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { LoadFailed, Loading } from '../../layout/states';
import { money, STATUS_TONE } from './gift-card-list';
import { cardKey, giftCardsApi } from './gift-cards-api';

type Currency = AdminGiftCardIssue['currency'];
const CURRENCY_CHOICES: readonly Currency[] = ['SGD', 'USD', 'VND', 'KRW', 'AED'];

/** Issue a card: value typed in the currency's own units, the recipient's e-mail and a message. */
export function IssueGiftCard() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [currency, setCurrency] = useState<Currency>('SGD');
  const [amount, setAmount] = useState('');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const issue = useMutation({
    mutationFn: (body: AdminGiftCardIssue) => giftCardsApi(api).issue(body),
    onSuccess: (card) => {
      queryClient.setQueryData(cardKey(card.id), card);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'gift-cards', 'list'] });
      void navigate(`../${card.id}`, { relative: 'path' });
    },
  });
  const fields = issue.error instanceof AdminError ? issue.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let minor: number;
    try {
      minor = toMinor(amount.trim().replace(/[\s,]/g, ''), currency);
    } catch {
      setAmountError(t('giftCards.form.amountInvalid'));
      return;
    }
    if (!(minor > 0)) {
      setAmountError(t('giftCards.form.amountInvalid'));
      return;
    }
    setAmountError(undefined);
    issue.mutate({
      currency,
      amount: minor,
      recipient_email: email.trim(),
      ...(name.trim() ? { recipient_name: name.trim() } : {}),
      ...(message.trim() ? { message: message.trim() } : {}),
    });
  };
  return (
    <div className="admin-screen">
      <p>
        <Link to="..">{t('giftCards.back')}</Link>
      </p>
      <PageHeading title={t('giftCards.issueTitle')} lead={t('giftCards.issueLead')} />
      {issue.isError && !isAdminError(issue.error, 'invalid') ? <LoadFailed error={issue.error} /> : null}
      <form
        className="admin-gift-card-form"
        onSubmit={submit}
        noValidate
        aria-label={t('giftCards.issueTitle')}
      >
        <Select
          label={t('giftCards.form.currency')}
          value={currency}
          onChange={(e) => setCurrency(e.target.value as Currency)}
          options={CURRENCY_CHOICES.map((c) => ({ value: c, label: c }))}
        />
        <TextField
          label={t('giftCards.form.amount')}
          hint={t('giftCards.form.amountHint', { currency })}
          inputMode="decimal"
          required
          value={amount}
          error={amountError ?? fields.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          label={t('giftCards.form.email')}
          type="email"
          required
          autoComplete="off"
          value={email}
          error={fields.recipient_email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t('giftCards.form.name')}
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
        />
        <TextAreaField
          label={t('giftCards.form.message')}
          value={message}
          maxLength={500}
          onChange={(e) => setMessage(e.target.value)}
        />
        <div className="admin-filters__actions">
          <Button type="submit" disabled={issue.isPending}>
            {t('giftCards.form.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** One card: its whole code, balance, history, and "void" with a reason. */
export function GiftCardDetail() {
  const { t } = useTranslation();
  const { api } = useServices();
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const card = useQuery({ queryKey: cardKey(id), queryFn: () => giftCardsApi(api).card(id) });
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const voiding = useMutation({
    mutationFn: (why: string) => giftCardsApi(api).void(id, why),
    onSuccess: (next) => {
      queryClient.setQueryData(cardKey(id), next);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'gift-cards', 'list'] });
    },
  });
  if (card.isPending) return <Loading />;
  if (card.isError) return <LoadFailed error={card.error} onRetry={() => void card.refetch()} />;
  const c = card.data;
  const submitVoid = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t('giftCards.void.reasonRequired'));
      return;
    }
    setReasonError(undefined);
    voiding.mutate(reason.trim());
  };
  return (
    <div className="admin-screen">
      <p>
        <Link to="..">{t('giftCards.back')}</Link>
      </p>
      <PageHeading title={t('giftCards.cardTitle', { last4: c.code.slice(-4) })} />
      <dl className="admin-gift-card-facts">
        <dt>{t('giftCards.code')}</dt>
        <dd>
          <code dir="ltr">{c.code}</code>
        </dd>
        <dt>{t('giftCards.statusColumn')}</dt>
        <dd>
          <Badge tone={STATUS_TONE[c.status]}>{t(`giftCards.status.${c.status}`)}</Badge>
        </dd>
        <dt>{t('giftCards.balance')}</dt>
        <dd>
          {money(c.balance, c.currency)} / {money(c.initial_value, c.currency)}
        </dd>
        <dt>{t('giftCards.recipient')}</dt>
        <dd>
          {c.recipient_name ? `${c.recipient_name} · ` : ''}
          {c.recipient_email}
        </dd>
        <dt>{t('giftCards.expires')}</dt>
        <dd>{c.expires_at ? new Date(c.expires_at).toLocaleDateString() : '—'}</dd>
        {c.void_reason ? (
          <>
            <dt>{t('giftCards.voidReason')}</dt>
            <dd>{c.void_reason}</dd>
          </>
        ) : null}
      </dl>
      <div role="status">{voiding.isSuccess ? <p>{t('giftCards.void.done')}</p> : null}</div>
      {voiding.isError ? (
        isAdminError(voiding.error, 'conflict') ? (
          <Alert kind="warning" title={t('giftCards.void.already')} live="alert">
            <p>{t('giftCards.void.alreadyText')}</p>
          </Alert>
        ) : (
          <LoadFailed error={voiding.error} />
        )
      ) : null}

      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('giftCards.history')}>
        <table className="admin-table">
          <caption>{t('giftCards.history')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('giftCards.when')}</th>
              <th scope="col">{t('giftCards.event')}</th>
              <th scope="col">{t('giftCards.amount')}</th>
              <th scope="col">{t('giftCards.order')}</th>
            </tr>
          </thead>
          <tbody>
            {c.history.map((event, i) => (
              <tr key={i}>
                <th scope="row">{new Date(event.at).toLocaleString()}</th>
                <td>
                  {t(`giftCards.kind.${event.kind}`)}
                  {event.note ? ` — ${event.note}` : ''}
                </td>
                <td>{event.kind === 'void' ? '—' : money(event.amount, event.currency)}</td>
                <td>{event.order_number ? `#${event.order_number}` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {c.status !== 'voided' ? (
        <section aria-labelledby="card-void-title" className="admin-gift-card-void">
          <h2 id="card-void-title">{t('giftCards.void.title')}</h2>
          <form onSubmit={submitVoid} noValidate>
            <TextField
              label={t('giftCards.void.reason')}
              hint={t('giftCards.void.hint')}
              value={reason}
              maxLength={500}
              required
              error={reasonError}
              onChange={(e) => setReason(e.target.value)}
            />
            <div className="admin-filters__actions">
              <Button type="submit" variant="secondary" disabled={voiding.isPending}>
                {t('giftCards.void.submit')}
              </Button>
            </div>
          </form>
        </section>
      ) : null}
    </div>
  );
}
