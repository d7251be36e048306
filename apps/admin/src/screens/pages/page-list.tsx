import { Badge } from '@atelier/ui/badge';
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
import { isLanguage, LANGUAGES, pageListKey, pagesApi, type PageListQuery } from './pages-api';

const FILTERS = ['q', 'country', 'language', 'area'] as const;
type Filter = (typeof FILTERS)[number];

function queryOf(params: URLSearchParams): PageListQuery {
  const language = params.get('language');
  const area = params.get('area');
  const country = params.get('country')?.trim().toLowerCase();
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    page_size: PAGE_SIZE,
    q: params.get('q')?.trim() || undefined,
    country: country && /^[a-z]{2}$/.test(country) ? country : undefined,
    language: isLanguage(language) ? language : undefined,
    area: area === 'store' || area === 'business' ? area : undefined,
  };
}

/** Store and business pages, one row per country and language, each leading to its editor. */
export function PageList() {
  const { t } = useTranslation();
  const { api } = useServices();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const pages = useQuery({
    queryKey: pageListKey(query),
    queryFn: () => pagesApi(api).list(query),
    placeholderData: keepPreviousData,
  });
  const [draft, setDraft] = useState<Record<Filter, string>>(() => ({
    q: params.get('q') ?? '',
    country: params.get('country') ?? '',
    language: params.get('language') ?? '',
    area: params.get('area') ?? '',
  }));
  const filtered = FILTERS.some((name) => params.get(name));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of FILTERS) if (draft[name].trim()) next.set(name, draft[name].trim());
    setParams(next);
  };
  const clear = () => {
    setDraft({ q: '', country: '', language: '', area: '' });
    setParams(new URLSearchParams());
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const set = (name: Filter) => (event: { target: { value: string } }) =>
    setDraft((values) => ({ ...values, [name]: event.target.value }));

  return (
    <div className="admin-screen">
      <PageHeading title={t('cmsPages.title')} lead={t('cmsPages.lead')} />
      <form className="admin-filters" onSubmit={apply} role="search" aria-label={t('cmsPages.search')}>
        <TextField
          label={t('cmsPages.filters.q')}
          type="search"
          value={draft.q}
          maxLength={200}
          onChange={set('q')}
        />
        <TextField
          label={t('cmsPages.filters.country')}
          hint={t('cmsPages.filters.countryHint')}
          value={draft.country}
          maxLength={2}
          onChange={set('country')}
        />
        <Select
          label={t('cmsPages.filters.language')}
          value={draft.language}
          onChange={set('language')}
          options={[
            { value: '', label: t('cmsPages.filters.any') },
            ...LANGUAGES.map((language) => ({ value: language, label: t(`cmsPages.languages.${language}`) })),
          ]}
        />
        <Select
          label={t('cmsPages.filters.area')}
          value={draft.area}
          onChange={set('area')}
          options={[
            { value: '', label: t('cmsPages.filters.any') },
            { value: 'store', label: t('cmsPages.areas.store') },
            { value: 'business', label: t('cmsPages.areas.business') },
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
      {pages.isPending ? (
        <Loading />
      ) : pages.isError ? (
        <LoadFailed error={pages.error} onRetry={() => void pages.refetch()} />
      ) : pages.data.results.length === 0 ? (
        <EmptyState title={t('cmsPages.empty')}>
          <p>{filtered ? t('cmsPages.emptyFiltered') : t('cmsPages.emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('cmsPages.caption')}>
            <table className="admin-table">
              <caption>{t('cmsPages.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cmsPages.pageTitle')}</th>
                  <th scope="col">{t('cmsPages.slug')}</th>
                  <th scope="col">{t('cmsPages.locale')}</th>
                  <th scope="col">{t('cmsPages.status')}</th>
                </tr>
              </thead>
              <tbody>
                {pages.data.results.map((page) => (
                  <tr key={`${page.slug}/${page.country}/${page.language}`}>
                    <th scope="row">
                      <Link to={`${page.slug}/${page.country}/${page.language}`}>{page.title}</Link>
                    </th>
                    <td>
                      <code>{page.slug}</code>
                    </td>
                    <td>
                      {page.country.toUpperCase()} · {t(`cmsPages.languages.${page.language}`)}
                    </td>
                    <td>
                      <Badge tone={page.published ? 'info' : 'neutral'}>
                        {page.published ? t('cmsPages.published') : t('cmsPages.unpublished')}
                      </Badge>
                      {page.has_draft ? (
                        <>
                          {' '}
                          <Badge tone="neutral">{t('cmsPages.draft')}</Badge>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={query.page} count={pages.data.count} onPage={goTo} />
        </>
      )}
    </div>
  );
}
