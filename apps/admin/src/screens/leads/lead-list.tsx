import type { AdminLeadStatus } from '@atelier/api/schema';
import { Badge } from '@atelier/ui/badge';
import { Button } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { PageHeading } from '@atelier/ui/page-heading';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { PAGE_SIZE, Pagination } from '../../layout/pagination';
import { LoadFailed, Loading } from '../../layout/states';
import { LEAD_STATUSES, leadListKey, leadsApi, type LeadListQuery } from './leads-api';

const isStatus = (value: string | null): value is AdminLeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value ?? '');

function queryOf(params: URLSearchParams): LeadListQuery {
  const status = params.get('status');
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    page_size: PAGE_SIZE,
    q: params.get('q')?.trim() || undefined,
    status: isStatus(status) ? status : undefined,
  };
}

/** The pipeline: one filter per status with its count, a search, newest first, 25 a page. */
export function LeadList() {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const leads = useQuery({
    queryKey: leadListKey(query),
    queryFn: () => leadsApi(api).list(query),
    placeholderData: keepPreviousData,
  });
  const [q, setQ] = useState(params.get('q') ?? '');
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: q.trim() || undefined });
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <div className="admin-screen">
      <PageHeading title={t('leads.title')} lead={t('leads.lead')} />
      <nav aria-label={t('leads.pipeline')}>
        <ul className="admin-leads__pipeline">
          <li>
            <Button
              variant={query.status ? 'secondary' : 'primary'}
              aria-pressed={!query.status}
              onClick={() => update({ status: undefined })}
            >
              {t('leads.all')}
            </Button>
          </li>
          {LEAD_STATUSES.map((status) => (
            <li key={status}>
              <Button
                variant={query.status === status ? 'primary' : 'secondary'}
                aria-pressed={query.status === status}
                onClick={() => update({ status })}
              >
                {t(`leads.statuses.${status}`)}
                {leads.data ? ` (${leads.data.counts[status]})` : ''}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <form className="admin-filters" onSubmit={search} role="search" aria-label={t('leads.search')}>
        <TextField
          label={t('leads.q')}
          type="search"
          maxLength={200}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <div className="admin-filters__actions">
          <Button type="submit">{t('list.apply')}</Button>
        </div>
      </form>
      {leads.isPending ? (
        <Loading />
      ) : leads.isError ? (
        <LoadFailed error={leads.error} onRetry={() => void leads.refetch()} />
      ) : leads.data.results.length === 0 ? (
        <EmptyState title={t('leads.empty')}>
          <p>{query.q || query.status ? t('leads.emptyFiltered') : t('leads.emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('leads.caption')}>
            <table className="admin-table">
              <caption>{t('leads.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('leads.company')}</th>
                  <th scope="col">{t('leads.contact')}</th>
                  <th scope="col">{t('leads.status')}</th>
                  <th scope="col">{t('leads.notes')}</th>
                  <th scope="col">{t('leads.received')}</th>
                </tr>
              </thead>
              <tbody>
                {leads.data.results.map((lead) => (
                  <tr key={lead.id}>
                    <th scope="row">
                      <Link to={lead.id}>{lead.company}</Link>
                    </th>
                    <td className="admin-leads__break">
                      {lead.name}
                      <br />
                      {lead.email}
                    </td>
                    <td>
                      <Badge tone={lead.status === 'new' ? 'info' : 'neutral'}>
                        {t(`leads.statuses.${lead.status}`)}
                      </Badge>
                    </td>
                    <td>{lead.notes}</td>
                    <td>{dateFormat.format(new Date(lead.created_at))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={query.page} count={leads.data.count} onPage={goTo} />
        </>
      )}
    </div>
  );
}
