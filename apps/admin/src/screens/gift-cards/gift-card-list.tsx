import type { AdminGiftCardStatus } from '@atelier/api/schema';
import { CURRENCIES, formatMoney } from '@atelier/commerce/money';
import { Badge } from '@atelier/ui/badge';
import { Button, buttonClassName } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { PAGE_SIZE, Pagination } from '../../layout/pagination';
import { LoadFailed, Loading } from '../../layout/states';
import { CARD_STATUSES, cardListKey, giftCardsApi, type GiftCardListQuery } from './gift-cards-api';

const isStatus = (value: string | null): value is AdminGiftCardStatus =>
  (CARD_STATUSES as readonly string[]).includes(value ?? '');

export const STATUS_TONE: Record<AdminGiftCardStatus, 'info' | 'neutral' | 'sold-out' | 'gift'> = {
  active: 'info',
  pending: 'neutral',
  redeemed: 'neutral',
  expired: 'neutral',
  voided: 'sold-out',
};

export const money = (minor: number, currency: keyof typeof CURRENCIES) =>
  formatMoney(minor, CURRENCIES[currency]);

function queryOf(params: URLSearchParams): GiftCardListQuery {
  const status = params.get('status');
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    page_size: PAGE_SIZE,
    q: params.get('q')?.trim() || undefined,
    status: isStatus(status) ? status : undefined,
  };
}

/** Every gift card, its code shown by its last 4 only: search by code or e-mail, status, 25 a page. */
export function GiftCardList() {
  const { t } = useTranslation();
  const { api } = useServices();
  const calls = giftCardsApi(api);
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const cards = useQuery({
    queryKey: cardListKey(query),
    queryFn: () => calls.list(query),
    placeholderData: keepPreviousData,
  });
  const [q, setQ] = useState(params.get('q') ?? '');
  const [status, setStatus] = useState(params.get('status') ?? '');
  const filtered = Boolean(params.get('q') || params.get('status'));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (q.trim()) next.set('q', q.trim());
    if (status) next.set('status', status);
    setParams(next);
  };
  const clear = () => {
    setQ('');
    setStatus('');
    setParams(new URLSearchParams());
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <div className="admin-screen">
      <PageHeading title={t('giftCards.title')} lead={t('giftCards.lead')} />
      <p>
        <Link className={buttonClassName('primary')} to="new">
          {t('giftCards.issue')}
        </Link>
      </p>
      <form className="admin-filters" onSubmit={apply} role="search" aria-label={t('giftCards.search')}>
        <TextField
          label={t('giftCards.filters.q')}
          hint={t('giftCards.filters.qHint')}
          type="search"
          value={q}
          maxLength={200}
          onChange={(event) => setQ(event.target.value)}
        />
        <Select
          label={t('giftCards.filters.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          options={[
            { value: '', label: t('giftCards.filters.any') },
            ...CARD_STATUSES.map((s) => ({ value: s, label: t(`giftCards.status.${s}`) })),
          ]}
        />
        <div className="admin-filters__actions">
          <Button type="submit">{t('list.apply')}</Button>
          {filtered ? (
            <Button variant="secondary" onClick={clear}>
              {t('list.clear')}
            </Button>
          ) : null}
        </div>
      </form>
      {cards.isPending ? (
        <Loading />
      ) : cards.isError ? (
        <LoadFailed error={cards.error} onRetry={() => void cards.refetch()} />
      ) : cards.data.results.length === 0 ? (
        <EmptyState title={t('giftCards.empty')}>
          <p>{filtered ? t('giftCards.emptyFiltered') : t('giftCards.emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('giftCards.caption')}>
            <table className="admin-table">
              <caption>{t('giftCards.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('giftCards.code')}</th>
                  <th scope="col">{t('giftCards.recipient')}</th>
                  <th scope="col">{t('giftCards.balance')}</th>
                  <th scope="col">{t('giftCards.statusColumn')}</th>
                  <th scope="col">{t('giftCards.created')}</th>
                </tr>
              </thead>
              <tbody>
                {cards.data.results.map((card) => (
                  <tr key={card.id}>
                    <th scope="row">
                      <Link
                        to={String(card.id)}
                        aria-label={t('giftCards.endingIn', { last4: card.code_last4 })}
                      >
                        <code>•••• {card.code_last4}</code>
                      </Link>
                    </th>
                    <td>{card.recipient_email}</td>
                    <td>
                      {money(card.balance, card.currency)} / {money(card.initial_value, card.currency)}
                    </td>
                    <td>
                      <Badge tone={STATUS_TONE[card.status]}>{t(`giftCards.status.${card.status}`)}</Badge>
                    </td>
                    <td>{new Date(card.created_at).toLocaleDateString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={query.page} count={cards.data.count} onPage={goTo} />
        </>
      )}
    </div>
  );
}
