import { languageTag } from '@atelier/commerce/paths';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditQuery } from '../../app/admin-api';
import { useLanguage } from '../../app/language';
import { useServices } from '../../app/services';
import { ListFilters } from '../../layout/list-filters';
import { ListResults } from '../../layout/list-results';
import { PAGE_SIZE } from '../../layout/pagination';
import { pageOf, useListFilters } from '../../layout/use-list-filters';
import { ChangeDiff } from './change-diff';
import './audit-log.css';

const FILTERS = ['staff_id', 'entity', 'entity_id', 'date_from', 'date_to'] as const;
type Filter = (typeof FILTERS)[number];

/** The filters and page as the address keeps them, so a filtered page can be reloaded or shared. */
function queryOf(params: URLSearchParams): AuditQuery & { page: number } {
  const page = pageOf(params);
  const staffId = Number.parseInt(params.get('staff_id') ?? '', 10);
  const text = (name: Filter) => params.get(name)?.trim() || undefined;
  const date = (name: Filter) =>
    /^\d{4}-\d{2}-\d{2}$/.test(params.get(name) ?? '') ? params.get(name)! : undefined;
  return {
    page,
    page_size: PAGE_SIZE,
    staff_id: staffId > 0 ? staffId : undefined,
    entity: text('entity')?.toLowerCase(),
    entity_id: text('entity_id'),
    date_from: date('date_from'),
    date_to: date('date_to'),
  };
}

/**
 * The owner's audit log: every change made in the console, newest first: when, who, the action, the
 * entity and its changed fields before → after; filtered by staff member, entity and days, 25 a
 * page.
 */
export default function AuditLogScreen() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { language } = useLanguage();
  const list = useListFilters(FILTERS);
  const query = queryOf(list.params);
  const entries = useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: () => api.auditLog(query),
    placeholderData: keepPreviousData,
  });
  // The staff filter names people; the list is the owner's too. Without it the filter offers "Any".
  const staff = useQuery({
    queryKey: ['admin', 'staff', { page: 1, page_size: 100 }],
    queryFn: () => api.listStaff({ page: 1, page_size: 100 }),
  });
  const when = new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="admin-screen">
      <PageHeading title={t('audit.title')} lead={t('audit.lead')} />
      <ListFilters
        label={t('list.filters')}
        search={false}
        filtered={list.filtered}
        onApply={() => list.apply()}
        onClear={list.clear}
      >
        <Select
          label={t('audit.filters.staff')}
          {...list.field('staff_id')}
          options={[
            { value: '', label: t('audit.filters.any') },
            ...(staff.data?.results ?? []).map((member) => ({
              value: String(member.id),
              label: member.email,
            })),
          ]}
        />
        <TextField label={t('audit.filters.entity')} {...list.field('entity')} />
        <TextField label={t('audit.filters.entityId')} {...list.field('entity_id')} />
        <TextField label={t('audit.filters.from')} type="date" {...list.field('date_from')} />
        <TextField label={t('audit.filters.to')} type="date" {...list.field('date_to')} />
      </ListFilters>

      <ListResults
        list={entries}
        caption={t('audit.caption')}
        columns={[t('audit.when'), t('audit.who'), t('audit.action'), t('audit.entity'), t('audit.change')]}
        empty={{
          title: t('audit.empty'),
          text: list.filtered ? t('audit.emptyFiltered') : t('audit.emptyText'),
        }}
        onClear={list.filtered ? list.clear : undefined}
        page={query.page}
        onPage={list.goTo}
        tableClassName="admin-audit__table"
      >
        {(results) =>
          results.map((entry) => (
            <tr key={entry.id}>
              <td className="admin-audit__when">
                <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
              </td>
              <td>{entry.staff_email}</td>
              <td className="admin-audit__code">
                <code>{entry.action}</code>
              </td>
              <td className="admin-audit__code">
                <code>{entry.entity}</code> {entry.entity_id}
              </td>
              <td>
                <ChangeDiff before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))
        }
      </ListResults>
    </div>
  );
}
