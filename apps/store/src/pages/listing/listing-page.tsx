import { allProductsQueryOptions, productsQueryOptions, useApiClient, useTags } from '@atelier/api/queries';
import type { ProductPage, ProductSummary, ProductTypeName } from '@atelier/api/schema';
import { Button } from '@atelier/ui/button';
import { Drawer } from '@atelier/ui/drawer';
import { EmptyState } from '@atelier/ui/empty-state';
import { FilterGroup } from '@atelier/ui/filter-group';
import { useFormFields } from '@atelier/ui/form-fields';
import { LoadMore } from '@atelier/ui/load-more';
import { PageHeading } from '@atelier/ui/page-heading';
import { SortSelect } from '@atelier/ui/sort-select';
import { TextField } from '@atelier/ui/text-field';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
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
 * previous ones stay on screen (marked busy), so the page never jumps. Applied filters show as
 * removable chips above the grid. On phones the filters open in a drawer from a "Filters" button,
 * so the first products are on the first screen; from 56rem they are a column beside the grid.
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

  const clearFilters = () => update({ family: null, types: [], min: '', max: '' });
  const symbol = currency.symbol.trim();
  const chips = appliedFilters(
    query,
    families,
    (type) => productTypeLabel(t, type),
    (min, max) =>
      min !== '' && max !== ''
        ? t('listing.chip.between', { symbol, min, max })
        : min !== ''
          ? t('listing.chip.from', { symbol, min })
          : t('listing.chip.upTo', { symbol, max }),
  );
  const [filtersWanted, setFiltersWanted] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const filterControls = (
    <>
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
        symbol={symbol}
        onApply={(min, max) => update({ min, max })}
      />
    </>
  );

  return (
    <div className="listing-page">
      <PageHeading title={title} lead={lead} />
      <div className="listing-page__layout">
        <section className="listing-page__filters" aria-labelledby="listing-filters-title">
          <h2 id="listing-filters-title" className="listing-page__filters-title">
            {t('listing.filters')}
          </h2>
          {filterControls}
          {filtered ? (
            <Button variant="link" onClick={clearFilters}>
              {t('listing.clearFilters')}
            </Button>
          ) : null}
        </section>

        <section className="listing-page__results" aria-labelledby="listing-results-title" aria-busy={!ready}>
          <h2 id="listing-results-title" className="ui-visually-hidden">
            {t('listing.results')}
          </h2>
          <div className="listing-page__toolbar">
            <button
              type="button"
              className="listing-page__filters-button"
              aria-haspopup="dialog"
              onClick={() => {
                setFiltersWanted(true);
                setFiltersOpen(true);
              }}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M4 7h10M18 7h2M4 17h2M10 17h10M16 5v4M8 15v4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinecap="round"
                />
              </svg>
              {chips.length > 0
                ? t('listing.filterSortCount', { count: chips.length })
                : t('listing.filterSort')}
            </button>
            <p className="listing-page__count" role="status">
              {current ? t('listing.count', { count: current.count }) : ''}
            </p>
            <SortSelect
              className="listing-page__sort"
              label={t('listing.sortBy')}
              options={sortOptions}
              value={query.sort}
              onChange={(sort) => update({ sort: sort as ListingQuery['sort'] })}
            />
          </div>
          {chips.length > 0 ? (
            <ul className="listing-page__chips" aria-label={t('listing.applied')}>
              {chips.map((chip) => (
                <li key={chip.key}>
                  <button type="button" className="listing-page__chip" onClick={() => update(chip.remove)}>
                    {chip.label}
                    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                      <path
                        d="M6 6l12 12M18 6L6 18"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                    </svg>
                    <span className="ui-visually-hidden">{t('listing.removeFilter')}</span>
                  </button>
                </li>
              ))}
              <li>
                <Button variant="link" onClick={clearFilters}>
                  {t('listing.clearFilters')}
                </Button>
              </li>
            </ul>
          ) : null}
          {failed && !current ? (
            <EmptyState title={t('listing.failed.title')}>{t('listing.failed.text')}</EmptyState>
          ) : !current ? null : current.results.length === 0 ? (
            <EmptyState
              title={filtered ? t('listing.empty.filteredTitle') : t('listing.empty.title')}
              action={
                filtered ? (
                  <Button variant="secondary" onClick={clearFilters}>
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
              <ProductGrid products={current.results} label={t('listing.results')} leadImages={2} />
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
      {filtersWanted ? (
        <Drawer
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          title={t('listing.filterSort')}
          closeLabel={t('listing.closeFilters')}
          className="listing-page__drawer"
          footer={
            <div className="listing-page__drawer-actions">
              {filtered ? (
                <Button variant="secondary" onClick={clearFilters}>
                  {t('listing.clearFilters')}
                </Button>
              ) : null}
              <Button onClick={() => setFiltersOpen(false)}>
                {t('listing.showResults', { count: current?.count ?? 0 })}
              </Button>
            </div>
          }
        >
          <div className="listing-page__drawer-body">
            {/* On phones the order is chosen here too: the toolbar's select gives way to the drawer. */}
            <FilterGroup
              type="radio"
              legend={t('listing.sortBy')}
              name="sort"
              options={sortOptions}
              value={query.sort}
              onChange={(sort) => update({ sort: sort as ListingQuery['sort'] })}
            />
            {filterControls}
          </div>
        </Drawer>
      ) : null}
    </div>
  );
}

interface FilterChip {
  key: string;
  label: string;
  remove: Partial<ListingQuery>;
}

/** The filters in force, each with the change that removes it (the chips above the grid). */
function appliedFilters(
  query: ListingQuery,
  families: readonly { slug: string; name: string }[],
  typeLabel: (type: ProductTypeName) => string,
  priceLabel: (min: string, max: string) => string,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (query.family) {
    const family = families.find((tag) => tag.slug === query.family);
    chips.push({ key: 'family', label: family?.name ?? query.family, remove: { family: null } });
  }
  for (const type of query.types) {
    chips.push({
      key: `type-${type}`,
      label: typeLabel(type as ProductTypeName),
      remove: { types: query.types.filter((other) => other !== type) },
    });
  }
  if (query.min !== '' || query.max !== '') {
    chips.push({ key: 'price', label: priceLabel(query.min, query.max), remove: { min: '', max: '' } });
  }
  return chips;
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
