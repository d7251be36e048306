import type { AdminLeadStatus } from '@atelier/api/schema';
import { Badge } from '@atelier/ui/badge';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { ListFilters } from '../../layout/list-filters';
import { ListResults } from '../../layout/list-results';
import { PAGE_SIZE } from '../../layout/pagination';
import { pageOf, useListFilters } from '../../layout/use-list-filters';
import { LEAD_STATUSES, leadListKey, leadsApi, type LeadListQuery } from './leads-api';

const FILTERS = ['q', 'status'] as const;

const isStatus = (value: string | null): value is AdminLeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value ?? '');

function queryOf(params: URLSearchParams): LeadListQuery {
  const status = params.get('status');
  return {
    page: pageOf(params),
    page_size: PAGE_SIZE,
    q: params.get('q')?.trim() || undefined,
    status: isStatus(status) ? status : undefined,
  };
}

/** The pipeline: one filter per status with its count, a search, newest first, 25 a page. */
export function LeadList() {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const list = useListFilters(FILTERS);
  const query = queryOf(list.params);
  const leads = useQuery({
    queryKey: leadListKey(query),
    queryFn: () => leadsApi(api).list(query),
    placeholderData: keepPreviousData,
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <div className="admin-screen">
      <PageHeading title={t('leads.title')} lead={t('leads.lead')} />
      <nav aria-label={t('leads.pipeline')}>
        <ul className="admin-leads__pipeline">
          <li>
            <Button
              variant={query.status ? 'secondary' : 'primary'}
              aria-pressed={!query.status}
              onClick={() => list.applyNow({ status: '' })}
            >
              {t('leads.all')}
            </Button>
          </li>
          {LEAD_STATUSES.map((status) => (
            <li key={status}>
              <Button
                variant={query.status === status ? 'primary' : 'secondary'}
                aria-pressed={query.status === status}
                onClick={() => list.applyNow({ status })}
              >
                {t(`leads.statuses.${status}`)}
                {leads.data ? ` (${leads.data.counts[status]})` : ''}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <ListFilters label={t('leads.search')} filtered={false} onApply={() => list.apply()}>
        <TextField label={t('leads.q')} type="search" maxLength={200} {...list.field('q')} />
      </ListFilters>
      <ListResults
        list={leads}
        caption={t('leads.caption')}
        columns={[
          t('leads.company'),
          t('leads.contact'),
          t('leads.status'),
          t('leads.notes'),
          t('leads.received'),
        ]}
        empty={{
          title: t('leads.empty'),
          text: list.filtered ? t('leads.emptyFiltered') : t('leads.emptyText'),
        }}
        page={query.page}
        onPage={list.goTo}
      >
        {(results) =>
          results.map((lead) => (
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
          ))
        }
      </ListResults>
    </div>
  );
}
