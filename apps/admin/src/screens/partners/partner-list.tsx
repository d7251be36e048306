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
import { partnerListKey, partnersApi } from './partners-api';

/** Partner sites: search, 25 a page, each leading to its form; "Add a partner". */
export function PartnerList() {
  const { t } = useTranslation();
  const { api } = useServices();
  const [params, setParams] = useSearchParams();
  const query = {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    page_size: PAGE_SIZE,
    q: params.get('q')?.trim() || undefined,
  };
  const partners = useQuery({
    queryKey: partnerListKey(query),
    queryFn: () => partnersApi(api).list(query),
    placeholderData: keepPreviousData,
  });
  const [q, setQ] = useState(params.get('q') ?? '');
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(q.trim() ? new URLSearchParams({ q: q.trim() }) : new URLSearchParams());
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <div className="admin-screen">
      <PageHeading title={t('partnersScreen.title')} lead={t('partnersScreen.lead')} />
      <p>
        <Link to="new" className="admin-partners__add">
          {t('partnersScreen.add')}
        </Link>
      </p>
      <form className="admin-filters" onSubmit={search} role="search" aria-label={t('partnersScreen.search')}>
        <TextField
          label={t('partnersScreen.q')}
          type="search"
          value={q}
          maxLength={200}
          onChange={(e) => setQ(e.target.value)}
        />
        <div className="admin-filters__actions">
          <Button type="submit">{t('list.apply')}</Button>
        </div>
      </form>
      {partners.isPending ? (
        <Loading />
      ) : partners.isError ? (
        <LoadFailed error={partners.error} onRetry={() => void partners.refetch()} />
      ) : partners.data.results.length === 0 ? (
        <EmptyState title={t('partnersScreen.empty')}>
          <p>{query.q ? t('partnersScreen.emptyFiltered') : t('partnersScreen.emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          <div
            className="admin-table-wrap"
            tabIndex={0}
            role="region"
            aria-label={t('partnersScreen.caption')}
          >
            <table className="admin-table">
              <caption>{t('partnersScreen.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('partnersScreen.name')}</th>
                  <th scope="col">{t('partnersScreen.slug')}</th>
                  <th scope="col">{t('partnersScreen.origins')}</th>
                </tr>
              </thead>
              <tbody>
                {partners.data.results.map((partner) => (
                  <tr key={partner.partnership}>
                    <th scope="row">
                      <Link to={partner.partnership}>{partner.name}</Link>
                    </th>
                    <td>
                      <code>{partner.partnership}</code>
                    </td>
                    <td>{t('partnersScreen.originCount', { count: partner.allowed_origins.length })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={query.page} count={partners.data.count} onPage={goTo} />
        </>
      )}
    </div>
  );
}
