import type { AdminProductSummary } from '@atelier/api/schema';
import { PRODUCT_TYPE_NAMES } from '@atelier/commerce/enums';
import { Badge } from '@atelier/ui/badge';
import { buttonClassName } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../app/language';
import { useServices } from '../../app/services';
import { ListFilters } from '../../layout/list-filters';
import { ListResults } from '../../layout/list-results';
import { PAGE_SIZE } from '../../layout/pagination';
import { pageOf, useListFilters } from '../../layout/use-list-filters';
import { catalogueApi, productListKey, type ProductListQuery } from './catalogue-api';
import { localized } from './localized';

const FILTERS = ['q', 'type', 'published', 'low_stock'] as const;

const isType = (value: string | null): value is AdminProductSummary['type'] =>
  (PRODUCT_TYPE_NAMES as readonly string[]).includes(value ?? '');
const flag = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : undefined);

/** The filters and page as the address keeps them, so a filtered list can be reloaded or shared. */
function queryOf(params: URLSearchParams): ProductListQuery {
  const type = params.get('type');
  return {
    page: pageOf(params),
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
  const list = useListFilters(FILTERS);
  const query = queryOf(list.params);
  const products = useQuery({
    queryKey: productListKey(query),
    queryFn: () => calls.list(query),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="admin-screen">
      <PageHeading title={t('catalogue.title')} lead={t('catalogue.lead')} />
      <p className="admin-catalogue__add">
        <Link to="new" className={buttonClassName('primary')}>
          {t('catalogue.add.open')}
        </Link>
      </p>
      <ListFilters
        label={t('catalogue.search')}
        filtered={list.filtered}
        onApply={() => list.apply()}
        onClear={list.clear}
      >
        <TextField
          label={t('catalogue.filters.q')}
          hint={t('catalogue.filters.qHint')}
          type="search"
          maxLength={100}
          {...list.field('q')}
        />
        <Select
          label={t('catalogue.filters.type')}
          {...list.field('type')}
          options={[
            { value: '', label: t('catalogue.filters.any') },
            ...PRODUCT_TYPE_NAMES.map((name) => ({ value: name, label: name.replace(/_/g, ' ') })),
          ]}
        />
        <Select
          label={t('catalogue.filters.published')}
          {...list.field('published')}
          options={[
            { value: '', label: t('catalogue.filters.any') },
            { value: 'true', label: t('catalogue.published') },
            { value: 'false', label: t('catalogue.unpublished') },
          ]}
        />
        <Select
          label={t('catalogue.stockColumn')}
          {...list.field('low_stock')}
          options={[
            { value: '', label: t('catalogue.filters.any') },
            { value: 'true', label: t('catalogue.filters.lowStock') },
          ]}
        />
      </ListFilters>

      <ListResults
        list={products}
        caption={t('catalogue.caption')}
        columns={[
          t('catalogue.name'),
          t('catalogue.sku'),
          t('catalogue.type'),
          t('catalogue.status'),
          t('catalogue.stockColumn'),
        ]}
        empty={{
          title: t('catalogue.empty'),
          text: list.filtered ? t('catalogue.emptyFiltered') : t('catalogue.emptyText'),
        }}
        onClear={list.filtered ? list.clear : undefined}
        page={query.page}
        onPage={list.goTo}
      >
        {(results) =>
          results.map((product) => (
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
          ))
        }
      </ListResults>
    </div>
  );
}
