import type { AdminGiftCardStatus } from '@atelier/api/schema';
import { CURRENCIES, formatMoney } from '@atelier/commerce/money';
import { Badge } from '@atelier/ui/badge';
import { buttonClassName } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { ListFilters } from '../../layout/list-filters';
import { ListResults } from '../../layout/list-results';
import { PAGE_SIZE } from '../../layout/pagination';
import { pageOf, useListFilters } from '../../layout/use-list-filters';
import { CARD_STATUSES, cardListKey, giftCardsApi, type GiftCardListQuery } from './gift-cards-api';

const FILTERS = ['q', 'status'] as const;

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
    page: pageOf(params),
    page_size: PAGE_SIZE,
    q: params.get('q')?.trim() || undefined,
    status: isStatus(status) ? status : undefined,
  };
}

/** Every gift card, its code shown by its last 4 only: search by code or e-mail, status, 25 a page. */
export function GiftCardList() {
  const { t } = useTranslation();
  const { api } = useServices();
  const list = useListFilters(FILTERS);
  const query = queryOf(list.params);
  const cards = useQuery({
    queryKey: cardListKey(query),
    queryFn: () => giftCardsApi(api).list(query),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="admin-screen">
      <PageHeading title={t('giftCards.title')} lead={t('giftCards.lead')} />
      <p>
        <Link className={buttonClassName('primary')} to="new">
          {t('giftCards.issue')}
        </Link>
      </p>
      <ListFilters
        label={t('giftCards.search')}
        filtered={list.filtered}
        onApply={() => list.apply()}
        onClear={list.clear}
      >
        <TextField
          label={t('giftCards.filters.q')}
          hint={t('giftCards.filters.qHint')}
          type="search"
          maxLength={200}
          {...list.field('q')}
        />
        <Select
          label={t('giftCards.filters.status')}
          {...list.field('status')}
          options={[
            { value: '', label: t('giftCards.filters.any') },
            ...CARD_STATUSES.map((s) => ({ value: s, label: t(`giftCards.status.${s}`) })),
          ]}
        />
      </ListFilters>
      <ListResults
        list={cards}
        caption={t('giftCards.caption')}
        columns={[
          t('giftCards.code'),
          t('giftCards.recipient'),
          t('giftCards.balance'),
          t('giftCards.statusColumn'),
          t('giftCards.created'),
        ]}
        empty={{
          title: t('giftCards.empty'),
          text: list.filtered ? t('giftCards.emptyFiltered') : t('giftCards.emptyText'),
        }}
        page={query.page}
        onPage={list.goTo}
      >
        {(results) =>
          results.map((card) => (
            <tr key={card.id}>
              <th scope="row">
                <Link to={String(card.id)} aria-label={t('giftCards.endingIn', { last4: card.code_last4 })}>
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
          ))
        }
      </ListResults>
    </div>
  );
}
