import type { AdminSubscriberStatus } from '@atelier/api/schema';
import { Badge } from '@atelier/ui/badge';
import { buttonClassName } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { ListFilters } from '../../layout/list-filters';
import { ListResults } from '../../layout/list-results';
import { PAGE_SIZE } from '../../layout/pagination';
import { pageOf, useListFilters } from '../../layout/use-list-filters';
import { subscriberListKey, subscribersApi, type SubscriberListQuery } from './subscribers-api';

const FILTERS = ['q', 'status', 'country'] as const;
const STATUSES: readonly AdminSubscriberStatus[] = ['confirmed', 'pending', 'unsubscribed'];
const isStatus = (value: string | null): value is AdminSubscriberStatus =>
  (STATUSES as readonly string[]).includes(value ?? '');
const isCountry = (value: string | null) => /^[a-z]{2}$/.test(value ?? '');

function queryOf(params: URLSearchParams): SubscriberListQuery {
  const status = params.get('status');
  const country = params.get('country')?.trim().toLowerCase() ?? null;
  return {
    page: pageOf(params),
    page_size: PAGE_SIZE,
    q: params.get('q')?.trim() || undefined,
    status: isStatus(status) ? status : undefined,
    country: isCountry(country) ? country! : undefined,
  };
}

/**
 * The export's address with the list's filters. A plain link: the browser sends the session cookie
 * (same origin, path /api/admin) and saves the CSV the server names; a GET needs no CSRF token.
 */
function exportHref(query: SubscriberListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.country) params.set('country', query.country);
  const search = params.toString();
  return `/api/admin/subscribers/export/${search ? `?${search}` : ''}`;
}

/** Newsletter subscribers (owner, staff, editor): search, status, country, 25 a page, CSV export. */
export default function SubscribersScreen() {
  const { t } = useTranslation();
  const { api } = useServices();
  const list = useListFilters(FILTERS);
  const query = queryOf(list.params);
  const subscribers = useQuery({
    queryKey: subscriberListKey(query),
    queryFn: () => subscribersApi(api).list(query),
    placeholderData: keepPreviousData,
  });
  const [countryError, setCountryError] = useState<string | undefined>();
  const apply = () => {
    const country = list.draft.country.trim().toLowerCase();
    if (country && !isCountry(country)) {
      setCountryError(t('subscribers.filters.countryInvalid'));
      return;
    }
    setCountryError(undefined);
    list.apply({ ...list.draft, country });
  };
  const clear = () => {
    setCountryError(undefined);
    list.clear();
  };

  return (
    <div className="admin-screen">
      <PageHeading title={t('subscribers.title')} lead={t('subscribers.lead')} />
      <ListFilters label={t('subscribers.search')} filtered={list.filtered} onApply={apply} onClear={clear}>
        <TextField label={t('subscribers.filters.q')} type="search" maxLength={200} {...list.field('q')} />
        <Select
          label={t('subscribers.filters.status')}
          {...list.field('status')}
          options={[
            { value: '', label: t('subscribers.filters.any') },
            ...STATUSES.map((s) => ({ value: s, label: t(`subscribers.status.${s}`) })),
          ]}
        />
        <TextField
          label={t('subscribers.filters.country')}
          hint={t('subscribers.filters.countryHint')}
          maxLength={2}
          error={countryError}
          {...list.field('country')}
        />
      </ListFilters>
      <p>
        <a className={buttonClassName('secondary')} href={exportHref(query)} download>
          {t('subscribers.export')}
        </a>
      </p>
      <ListResults
        list={subscribers}
        caption={t('subscribers.caption')}
        columns={[
          t('subscribers.email'),
          t('subscribers.statusColumn'),
          t('subscribers.country'),
          t('subscribers.source'),
          t('subscribers.since'),
        ]}
        empty={{
          title: t('subscribers.empty'),
          text: list.filtered ? t('subscribers.emptyFiltered') : t('subscribers.emptyText'),
        }}
        page={query.page}
        onPage={list.goTo}
      >
        {(results) =>
          results.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.email}</th>
              <td>
                <Badge tone={s.status === 'confirmed' ? 'info' : 'neutral'}>
                  {t(`subscribers.status.${s.status}`)}
                </Badge>
              </td>
              <td>{s.country?.toUpperCase() ?? '—'}</td>
              <td>{s.source ?? '—'}</td>
              <td>{new Date(s.created_at).toLocaleDateString()}</td>
            </tr>
          ))
        }
      </ListResults>
    </div>
  );
}
