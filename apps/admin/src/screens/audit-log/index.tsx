import { languageTag } from '@atelier/commerce/paths';
import { Button } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { AuditQuery } from '../../app/admin-api';
import { useLanguage } from '../../app/language';
import { useServices } from '../../app/services';
import { PAGE_SIZE, Pagination } from '../../layout/pagination';
import { LoadFailed, Loading } from '../../layout/states';
import { ChangeDiff } from './change-diff';
import './audit-log.css';

const FILTERS = ['staff_id', 'entity', 'entity_id', 'date_from', 'date_to'] as const;
type Filter = (typeof FILTERS)[number];
type FilterValues = Record<Filter, string>;

/** The filters and page as the address keeps them, so a filtered page can be reloaded or shared. */
function queryOf(params: URLSearchParams): AuditQuery & { page: number } {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
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
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
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
  const [draft, setDraft] = useState<FilterValues>(() => {
    const values = {} as FilterValues;
    for (const name of FILTERS) values[name] = params.get(name) ?? '';
    return values;
  });
  const filtered = FILTERS.some((name) => params.get(name));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of FILTERS) if (draft[name].trim()) next.set(name, draft[name].trim());
    setParams(next);
  };
  const clear = () => {
    setDraft({ staff_id: '', entity: '', entity_id: '', date_from: '', date_to: '' });
    setParams(new URLSearchParams());
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const set = (name: Filter) => (event: { target: { value: string } }) =>
    setDraft((values) => ({ ...values, [name]: event.target.value }));
  const when = new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="admin-screen">
      <PageHeading title={t('audit.title')} lead={t('audit.lead')} />
      <form className="admin-filters" onSubmit={apply} aria-label={t('list.filters')}>
        <Select
          label={t('audit.filters.staff')}
          value={draft.staff_id}
          onChange={set('staff_id')}
          options={[
            { value: '', label: t('audit.filters.any') },
            ...(staff.data?.results ?? []).map((member) => ({
              value: String(member.id),
              label: member.email,
            })),
          ]}
        />
        <TextField label={t('audit.filters.entity')} value={draft.entity} onChange={set('entity')} />
        <TextField label={t('audit.filters.entityId')} value={draft.entity_id} onChange={set('entity_id')} />
        <TextField
          label={t('audit.filters.from')}
          type="date"
          value={draft.date_from}
          onChange={set('date_from')}
        />
        <TextField
          label={t('audit.filters.to')}
          type="date"
          value={draft.date_to}
          onChange={set('date_to')}
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

      {entries.isPending ? (
        <Loading />
      ) : entries.isError ? (
        <LoadFailed error={entries.error} onRetry={() => void entries.refetch()} />
      ) : entries.data.results.length === 0 ? (
        <EmptyState
          title={t('audit.empty')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={clear}>
                {t('list.clear')}
              </Button>
            ) : undefined
          }
        >
          <p>{filtered ? t('audit.emptyFiltered') : t('audit.emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('audit.caption')}>
            <table className="admin-table admin-audit__table">
              <caption>{t('audit.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('audit.when')}</th>
                  <th scope="col">{t('audit.who')}</th>
                  <th scope="col">{t('audit.action')}</th>
                  <th scope="col">{t('audit.entity')}</th>
                  <th scope="col">{t('audit.change')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.data.results.map((entry) => (
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
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={query.page} count={entries.data.count} onPage={goTo} />
        </>
      )}
    </div>
  );
}
