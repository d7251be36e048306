import { Button } from '@atelier/ui/button';
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
import { customerListKey, customersApi, type CustomerListQuery } from './customers-api';

const TIERS = ['silver', 'gold', 'black', 'none'] as const;
type Tier = (typeof TIERS)[number];
const isTier = (value: string | null): value is Tier => (TIERS as readonly string[]).includes(value ?? '');

function queryOf(params: URLSearchParams): CustomerListQuery {
  const tier = params.get('tier');
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    page_size: PAGE_SIZE,
    q: params.get('q')?.trim() || undefined,
    tier: isTier(tier) ? tier : undefined,
  };
}

/** Members, newest first: search by name or e-mail, tier filter, 25 a page. */
export function CustomerList() {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const calls = customersApi(api);
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const customers = useQuery({
    queryKey: customerListKey(query),
    queryFn: () => calls.list(query),
    placeholderData: keepPreviousData,
  });
  const [q, setQ] = useState(params.get('q') ?? '');
  const [tier, setTier] = useState(params.get('tier') ?? '');
  const filtered = Boolean(params.get('q') || params.get('tier'));
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (q.trim()) next.set('q', q.trim());
    if (tier) next.set('tier', tier);
    setParams(next);
  };
  const clear = () => {
    setQ('');
    setTier('');
    setParams(new URLSearchParams());
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <div className="admin-screen">
      <PageHeading title={t('customers.title')} lead={t('customers.lead')} />
      <form className="admin-filters" onSubmit={apply} role="search" aria-label={t('customers.search')}>
        <TextField
          label={t('customers.q')}
          type="search"
          maxLength={200}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <Select
          label={t('customers.tier')}
          value={tier}
          onChange={(e) => setTier(e.target.value)}
          options={[
            { value: '', label: t('customers.anyTier') },
            ...TIERS.map((value) => ({ value, label: t(`customers.tiers.${value}`) })),
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
      {customers.isPending ? (
        <Loading />
      ) : customers.isError ? (
        <LoadFailed error={customers.error} onRetry={() => void customers.refetch()} />
      ) : customers.data.results.length === 0 ? (
        <EmptyState title={t('customers.empty')}>
          <p>{filtered ? t('customers.emptyFiltered') : t('customers.emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('customers.caption')}>
            <table className="admin-table">
              <caption>{t('customers.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('customers.name')}</th>
                  <th scope="col">{t('customers.email')}</th>
                  <th scope="col">{t('customers.tier')}</th>
                  <th scope="col">{t('customers.joined')}</th>
                </tr>
              </thead>
              <tbody>
                {customers.data.results.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">
                      <Link to={String(c.id)}>{`${c.first_name} ${c.last_name}`.trim() || c.email}</Link>
                    </th>
                    <td className="admin-customers__break">{c.email}</td>
                    <td>{t(`customers.tiers.${c.tier ?? 'none'}`)}</td>
                    <td>{dateFormat.format(new Date(c.date_joined))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={query.page} count={customers.data.count} onPage={goTo} />
        </>
      )}
    </div>
  );
}
