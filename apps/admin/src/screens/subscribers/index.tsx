import type { AdminSubscriberStatus } from '@atelier/api/schema';
import { Badge } from '@atelier/ui/badge';
import { Button, buttonClassName } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { PAGE_SIZE, Pagination } from '../../layout/pagination';
import { LoadFailed, Loading } from '../../layout/states';
import { subscriberListKey, subscribersApi, type SubscriberListQuery } from './subscribers-api';

const STATUSES: readonly AdminSubscriberStatus[] = ['confirmed', 'pending'];
const isStatus = (value: string | null): value is AdminSubscriberStatus =>
  (STATUSES as readonly string[]).includes(value ?? '');
const isCountry = (value: string | null) => /^[a-z]{2}$/.test(value ?? '');

function queryOf(params: URLSearchParams): SubscriberListQuery {
  const status = params.get('status');
  const country = params.get('country')?.trim().toLowerCase() ?? null;
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
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
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const subscribers = useQuery({
    queryKey: subscriberListKey(query),
    queryFn: () => subscribersApi(api).list(query),
    placeholderData: keepPreviousData,
  });
  const [q, setQ] = useState(params.get('q') ?? '');
  const [status, setStatus] = useState(params.get('status') ?? '');
  const [country, setCountry] = useState(params.get('country') ?? '');
  const [countryError, setCountryError] = useState<string | undefined>();
  const filtered = Boolean(params.get('q') || params.get('status') || params.get('country'));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const cc = country.trim().toLowerCase();
    if (cc && !isCountry(cc)) {
      setCountryError(t('subscribers.filters.countryInvalid'));
      return;
    }
    setCountryError(undefined);
    const next = new URLSearchParams();
    if (q.trim()) next.set('q', q.trim());
    if (status) next.set('status', status);
    if (cc) next.set('country', cc);
    setParams(next);
  };
  const clear = () => {
    setQ('');
    setStatus('');
    setCountry('');
    setParams(new URLSearchParams());
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <div className="admin-screen">
      <PageHeading title={t('subscribers.title')} lead={t('subscribers.lead')} />
      <form className="admin-filters" onSubmit={apply} role="search" aria-label={t('subscribers.search')}>
        <TextField
          label={t('subscribers.filters.q')}
          type="search"
          value={q}
          maxLength={200}
          onChange={(event) => setQ(event.target.value)}
        />
        <Select
          label={t('subscribers.filters.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          options={[
            { value: '', label: t('subscribers.filters.any') },
            ...STATUSES.map((s) => ({ value: s, label: t(`subscribers.status.${s}`) })),
          ]}
        />
        <TextField
          label={t('subscribers.filters.country')}
          hint={t('subscribers.filters.countryHint')}
          value={country}
          maxLength={2}
          error={countryError}
          onChange={(event) => setCountry(event.target.value)}
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
      <p>
        <a className={buttonClassName('secondary')} href={exportHref(query)} download>
          {t('subscribers.export')}
        </a>
      </p>
      {subscribers.isPending ? (
        <Loading />
      ) : subscribers.isError ? (
        <LoadFailed error={subscribers.error} onRetry={() => void subscribers.refetch()} />
      ) : subscribers.data.results.length === 0 ? (
        <EmptyState title={t('subscribers.empty')}>
          <p>{filtered ? t('subscribers.emptyFiltered') : t('subscribers.emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('subscribers.caption')}>
            <table className="admin-table">
              <caption>{t('subscribers.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('subscribers.email')}</th>
                  <th scope="col">{t('subscribers.statusColumn')}</th>
                  <th scope="col">{t('subscribers.country')}</th>
                  <th scope="col">{t('subscribers.source')}</th>
                  <th scope="col">{t('subscribers.since')}</th>
                </tr>
              </thead>
              <tbody>
                {subscribers.data.results.map((s) => (
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
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={query.page} count={subscribers.data.count} onPage={goTo} />
        </>
      )}
    </div>
  );
}
