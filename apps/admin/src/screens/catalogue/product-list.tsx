import type { AdminProductSummary } from '@atelier/api/schema';
import { PRODUCT_TYPE_NAMES } from '@atelier/commerce/enums';
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
import { useLanguage } from '../../app/language';
import { useServices } from '../../app/services';
import { PAGE_SIZE, Pagination } from '../../layout/pagination';
import { LoadFailed, Loading } from '../../layout/states';
import { catalogueApi, productListKey, type ProductListQuery } from './catalogue-api';
import { localized } from './localized';

const FILTERS = ['q', 'type', 'published', 'low_stock'] as const;
type Filter = (typeof FILTERS)[number];
type FilterValues = Record<Filter, string>;

const isType = (value: string | null): value is AdminProductSummary['type'] =>
  (PRODUCT_TYPE_NAMES as readonly string[]).includes(value ?? '');
const flag = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : undefined);

/** The filters and page as the address keeps them, so a filtered list can be reloaded or shared. */
function queryOf(params: URLSearchParams): ProductListQuery {
  const type = params.get('type');
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    page_size: PAGE_SIZE,
    q: params.get('q')?.trim() || undefined,
    type: isType(type) ? type : undefined,
    published: flag(params.get('published')),
    low_stock: params.get('low_stock') === 'true' ? true : undefined,
  };
}

/** Every product, published or not: search, filters, 25 a page, each leading to its detail. */
export function ProductList() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { language } = useLanguage();
  const calls = catalogueApi(api);
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const products = useQuery({
    queryKey: productListKey(query),
    queryFn: () => calls.list(query),
    placeholderData: keepPreviousData,
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
    setDraft({ q: '', type: '', published: '', low_stock: '' });
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
      <PageHeading title={t('catalogue.title')} lead={t('catalogue.lead')} />
      <form className="admin-filters" onSubmit={apply} role="search" aria-label={t('catalogue.search')}>
        <TextField
          label={t('catalogue.filters.q')}
          hint={t('catalogue.filters.qHint')}
          type="search"
          value={draft.q}
          maxLength={100}
          onChange={set('q')}
        />
        <Select
          label={t('catalogue.filters.type')}
          value={draft.type}
          onChange={set('type')}
          options={[
            { value: '', label: t('catalogue.filters.any') },
            ...PRODUCT_TYPE_NAMES.map((name) => ({ value: name, label: name.replace(/_/g, ' ') })),
          ]}
        />
        <Select
          label={t('catalogue.filters.published')}
          value={draft.published}
          onChange={set('published')}
          options={[
            { value: '', label: t('catalogue.filters.any') },
            { value: 'true', label: t('catalogue.published') },
            { value: 'false', label: t('catalogue.unpublished') },
          ]}
        />
        <Select
          label={t('catalogue.stockColumn')}
          value={draft.low_stock}
          onChange={set('low_stock')}
          options={[
            { value: '', label: t('catalogue.filters.any') },
            { value: 'true', label: t('catalogue.filters.lowStock') },
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

      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <LoadFailed error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.results.length === 0 ? (
        <EmptyState
          title={t('catalogue.empty')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={clear}>
                {t('list.clear')}
              </Button>
            ) : undefined
          }
        >
          <p>{filtered ? t('catalogue.emptyFiltered') : t('catalogue.emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('catalogue.caption')}>
            <table className="admin-table">
              <caption>{t('catalogue.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('catalogue.name')}</th>
                  <th scope="col">{t('catalogue.sku')}</th>
                  <th scope="col">{t('catalogue.type')}</th>
                  <th scope="col">{t('catalogue.status')}</th>
                  <th scope="col">{t('catalogue.stockColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {products.data.results.map((product) => (
                  <tr key={product.id}>
                    <th scope="row" className="admin-catalogue__name">
                      {product.image ? (
                        <img src={product.image} alt="" width={40} height={40} loading="lazy" />
                      ) : null}
                      <Link to={String(product.id)}>{localized(product.name, language)}</Link>
                    </th>
                    <td>
                      <code>{product.sku}</code>
                    </td>
                    <td>{product.type.replace(/_/g, ' ')}</td>
                    <td>
                      <Badge tone={product.published ? 'info' : 'neutral'}>
                        {product.published ? t('catalogue.published') : t('catalogue.unpublished')}
                      </Badge>
                    </td>
                    <td>
                      {t('catalogue.units', { count: product.stock })}
                      {product.low_stock ? (
                        <>
                          {' '}
                          <Badge tone="sold-out">{t('catalogue.lowStock')}</Badge>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={query.page} count={products.data.count} onPage={goTo} />
        </>
      )}
    </div>
  );
}
