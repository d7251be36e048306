import { allProductsQueryOptions, productsQueryOptions, useApiClient, useTags } from '@atelier/api/queries';
import type { ProductPage, ProductSummary, ProductTypeName } from '@atelier/api/schema';
import { Button } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { FilterGroup } from '@atelier/ui/filter-group';
import { useFormFields } from '@atelier/ui/form-fields';
import { LoadMore } from '@atelier/ui/load-more';
import { PageHeading } from '@atelier/ui/page-heading';
import { SortSelect } from '@atelier/ui/sort-select';
import { TextField } from '@atelier/ui/text-field';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { ProductGrid } from '../../components/product-grid/product-grid';
import { productTypeLabel } from './product-type-label';
import {
  facetFilters,
  hasFilters,
  LISTING_PAGE_SIZE,
  listingFilters,
  listingSearch,
  parseListingQuery,
  SCENT_FAMILY_TAGS,
  SORTS,
  type ListingQuery,
  type ListingSource,
} from './listing-query';
import './listing-page.css';

export interface ListingPageProps {
  source: ListingSource;
  title: string;
  lead?: string;
}

/**
 * A product listing: filters (scent family, product type, price range) and sort kept in the URL
 * query, results in pages of 12 with "Load more", an empty state, and nothing at all until the
 * first results are there (the route loader usually has them already). While new results load the
 * previous ones stay on screen (marked busy), so the page never jumps.
 */
export function ListingPage({ source, title, lead }: ListingPageProps) {
  const { t } = useTranslation();
  const api = useApiClient();
  const locale = useLocale();
  const currency = locale.countryConfig.currency;
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseListingQuery(searchParams);
  useDocumentTitle(title);

  const tags = useTags(SCENT_FAMILY_TAGS);
  const families = (tags.data ?? []).filter((tag) => tag.group === 'scent_family');
  const filters = listingFilters(source, query, tags.data, currency.code);
  const facets = facetFilters(source, tags.data);
  const facetQuery = useQuery({
    ...allProductsQueryOptions(api, facets ?? {}),
    enabled: facets !== null && !source.type,
  });

  const pages = useQueries({
    queries: Array.from({ length: query.pages }, (_, index) => ({
      ...productsQueryOptions(api, { ...filters, page: index + 1, page_size: LISTING_PAGE_SIZE }),
      enabled: filters !== null,
    })),
  });
  // Placeholder data (the previous filter's page, kept by productsQueryOptions) is not "ready".
  const ready = filters !== null && pages.every((page) => page.data !== undefined && !page.isPlaceholderData);
  const failed = pages.some((page) => page.isError) || tags.isError;
  const shown = useRef<{ results: ProductSummary[]; count: number } | null>(null);
  if (ready) {
    const loaded = pages.map((page) => page.data as ProductPage);
    shown.current = { results: loaded.flatMap((page) => page.results), count: loaded[0]?.count ?? 0 };
  }
  const current = shown.current;

  // Changes made while the previous one is still on its way to the URL build on it, not on what
  // is rendered, so quick successive clicks all count.
  const requested = useRef<ListingQuery | null>(null);
  if (requested.current && listingSearch(requested.current).toString() === searchParams.toString()) {
    requested.current = null;
  }
  function update(change: Partial<ListingQuery>) {
    // A new filter or order starts again at the first page.
    const next = { ...(requested.current ?? query), pages: 1, ...change };
    requested.current = next;
    setSearchParams(listingSearch(next), { replace: true, preventScrollReset: true });
  }

  const typeOptions = typeFacets(facetQuery.data?.results ?? [], query.types).map(({ type, count }) => ({
    value: type,
    label: productTypeLabel(t, type),
    count,
  }));
  const sortOptions = SORTS.map((sort) => ({ value: sort, label: t(`listing.sort.${sort}`) }));
  const filtered = hasFilters(query);

  return (
    <div className="listing-page">
      <PageHeading title={title} lead={lead} />
      <div className="listing-page__layout">
        <section className="listing-page__filters" aria-labelledby="listing-filters-title">
          <h2 id="listing-filters-title" className="listing-page__filters-title">
            {t('listing.filters')}
          </h2>
          {!source.family && families.length > 0 ? (
            <FilterGroup
              type="radio"
              legend={t('listing.family')}
              name="family"
              options={[
                { value: '', label: t('listing.allFamilies') },
                ...families.map((tag) => ({ value: tag.slug, label: tag.name })),
              ]}
              value={query.family ?? ''}
              onChange={(family) => update({ family: family || null })}
            />
          ) : null}
          {!source.type && typeOptions.length > 1 ? (
            <FilterGroup
              type="checkbox"
              legend={t('listing.type')}
              name="type"
              options={typeOptions}
              value={query.types}
              onChange={(types) => update({ types: types as ProductTypeName[] })}
            />
          ) : null}
          <PriceRange
            key={`${query.min}-${query.max}`}
            min={query.min}
            max={query.max}
            symbol={currency.symbol.trim()}
            onApply={(min, max) => update({ min, max })}
          />
          {filtered ? (
            <Button variant="link" onClick={() => update({ family: null, types: [], min: '', max: '' })}>
              {t('listing.clearFilters')}
            </Button>
          ) : null}
        </section>

        <section className="listing-page__results" aria-labelledby="listing-results-title" aria-busy={!ready}>
          <h2 id="listing-results-title" className="ui-visually-hidden">
            {t('listing.results')}
          </h2>
          <div className="listing-page__toolbar">
            <p className="listing-page__count" role="status">
              {current ? t('listing.count', { count: current.count }) : ''}
            </p>
            <SortSelect
              label={t('listing.sortBy')}
              options={sortOptions}
              value={query.sort}
              onChange={(sort) => update({ sort: sort as ListingQuery['sort'] })}
            />
          </div>
          {failed && !current ? (
            <EmptyState title={t('listing.failed.title')}>{t('listing.failed.text')}</EmptyState>
          ) : !current ? null : current.results.length === 0 ? (
            <EmptyState
              title={filtered ? t('listing.empty.filteredTitle') : t('listing.empty.title')}
              action={
                filtered ? (
                  <Button
                    variant="secondary"
                    onClick={() => update({ family: null, types: [], min: '', max: '' })}
                  >
                    {t('listing.clearFilters')}
                  </Button>
                ) : (
                  <Link to={pathIn(locale, 'all-perfumes')}>{t('listing.empty.browse')}</Link>
                )
              }
            >
              {filtered ? t('listing.empty.filteredText') : t('listing.empty.text')}
            </EmptyState>
          ) : (
            <>
              <ProductGrid products={current.results} label={t('listing.results')} />
              <LoadMore
                shown={current.results.length}
                total={current.count}
                progressLabel={t('listing.progress', { shown: current.results.length, total: current.count })}
                buttonLabel={t('listing.loadMore')}
                loading={!ready}
                loadingLabel={t('listing.loading')}
                onLoadMore={() => update({ pages: query.pages + 1 })}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** The product types of a listing with how many products each has; chosen ones stay listed. */
function typeFacets(products: readonly ProductSummary[], chosen: readonly string[]) {
  const counts = new Map<ProductTypeName, number>();
  for (const product of products) counts.set(product.type, (counts.get(product.type) ?? 0) + 1);
  for (const type of chosen) if (!counts.has(type as ProductTypeName)) counts.set(type as ProductTypeName, 0);
  return [...counts].map(([type, count]) => ({ type, count }));
}

/**
 * A price range in whole units of the visitor's currency, applied with its button (or Enter), not
 * on every keystroke. A minimum above the maximum is explained instead of sent.
 */
function PriceRange({
  min,
  max,
  symbol,
  onApply,
}: {
  min: string;
  max: string;
  symbol: string;
  onApply: (min: string, max: string) => void;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  // One message for the range, under the minimum; it does not take focus (either field may be off).
  const fields = useFormFields(['min', 'max']);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (key: string) =>
      String(form.get(key) ?? '')
        .trim()
        .replace(',', '.');
    const low = read('min');
    const high = read('max');
    const valid = (value: string) => value === '' || /^\d+(?:\.\d+)?$/.test(value);
    if (!valid(low) || !valid(high)) {
      fields.setError('min', t('listing.price.invalid'));
      return;
    }
    if (low !== '' && high !== '' && Number(low) > Number(high)) {
      fields.setError('min', t('listing.price.order'));
      return;
    }
    fields.reset();
    onApply(low, high);
  }

  return (
    <form className="listing-page__price" aria-labelledby={legendId} noValidate onSubmit={submit}>
      <p id={legendId} className="listing-page__price-title">
        {t('listing.price.title')}
      </p>
      <div className="listing-page__price-fields">
        <TextField
          {...fields.field('min')}
          label={t('listing.price.min', { symbol })}
          name="min"
          inputMode="decimal"
          defaultValue={min}
        />
        <TextField
          {...fields.field('max')}
          label={t('listing.price.max', { symbol })}
          name="max"
          inputMode="decimal"
          defaultValue={max}
        />
      </div>
      <Button type="submit" variant="secondary">
        {t('listing.price.apply')}
      </Button>
    </form>
  );
}
