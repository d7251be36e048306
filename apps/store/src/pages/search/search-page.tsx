import {
  searchProductsQueryOptions,
  searchText,
  SEARCH_MAX_LENGTH,
  useApiClient,
} from '@atelier/api/queries';
import type { ProductPage, ProductSummary } from '@atelier/api/schema';
import { Button, buttonClassName } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { LoadMore } from '@atelier/ui/load-more';
import { TextField } from '@atelier/ui/text-field';
import { useQueries } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { ProductGrid } from '../../components/product-grid/product-grid';
import { parseSearch, SEARCH_PAGE_SIZE, searchParamsOf } from './search-query';
import './search-page.css';

/** Words offered when nothing was asked yet (each a link to its results). */
const SUGGESTIONS = ['rose', 'oud', 'citrus', 'jasmine'] as const;

/**
 * `search?q=`: a search field (a GET form to this page: it works before hydration, and after it
 * navigates without a reload), the number of products found, the results as the listing's cards
 * with "Load more", and calm empty and no-result states that point to the scent quiz.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const api = useApiClient();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseSearch(searchParams);
  const { q } = state;
  const action = pathIn(locale, 'search');
  useDocumentTitle(q ? t('searchPage.titleWithQuery', { q }) : t('searchPage.title'));

  const pages = useQueries({
    queries: Array.from({ length: q ? state.pages : 0 }, (_, index) =>
      searchProductsQueryOptions(api, { q: q ?? '', page: index + 1, page_size: SEARCH_PAGE_SIZE }),
    ),
  });
  // Placeholder data (the previous query's page) is not "ready": it stays on screen, marked busy.
  const ready = pages.every((page) => page.data !== undefined && !page.isPlaceholderData);
  const failed = pages.some((page) => page.isError);
  const shown = useRef<{ q: string; results: ProductSummary[]; count: number } | null>(null);
  if (q && ready) {
    const loaded = pages.map((page) => page.data as ProductPage);
    shown.current = { q, results: loaded.flatMap((page) => page.results), count: loaded[0]?.count ?? 0 };
  }
  if (!q) shown.current = null;
  const current = shown.current;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = searchText(String(new FormData(event.currentTarget).get('q') ?? ''));
    const search = searchParamsOf({ q: text, pages: 1 }).toString();
    navigate(search ? `${action}?${search}` : action);
  }

  const quizLink = (
    <Link className={buttonClassName('primary')} to={pathIn(locale, 'scent-quiz')}>
      {t('searchPage.quiz')}
    </Link>
  );

  return (
    <div className="search-page">
      {/* Results pages stay out of search engines' indexes; their links to products are followed. */}
      <meta name="robots" content="noindex, follow" />
      <div className="search-page__intro">
        <h1 className="search-page__title">
          {q ? t('searchPage.resultsTitle', { q }) : t('searchPage.title')}
        </h1>
        <form className="search-page__form" role="search" method="get" action={action} onSubmit={submit}>
          <TextField
            key={q ?? ''}
            className="search-page__field"
            type="search"
            name="q"
            label={t('searchPage.field.label')}
            placeholder={t('searchPage.field.placeholder')}
            defaultValue={q ?? ''}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
          />
          <Button type="submit" className="search-page__submit">
            {t('searchPage.field.submit')}
          </Button>
        </form>
      </div>

      {!q ? (
        <EmptyState className="search-page__state" title={t('searchPage.empty.title')} action={quizLink}>
          <p>{t('searchPage.empty.text')}</p>
          <p className="search-page__suggestions">
            <span>{t('searchPage.empty.try')}</span>{' '}
            {SUGGESTIONS.map((word) => (
              <Link
                key={word}
                className="search-page__suggestion"
                to={`${action}?${searchParamsOf({ q: t(`searchPage.suggestions.${word}`), pages: 1 })}`}
              >
                {t(`searchPage.suggestions.${word}`)}
              </Link>
            ))}
          </p>
        </EmptyState>
      ) : (
        <section className="search-page__results" aria-labelledby="search-results-title" aria-busy={!ready}>
          <h2 id="search-results-title" className="ui-visually-hidden">
            {t('searchPage.results')}
          </h2>
          {/* With nothing found the state below says so; the count is still announced. */}
          <p className={current?.count === 0 ? 'ui-visually-hidden' : 'search-page__count'} role="status">
            {current ? t('listing.count', { count: current.count }) : ''}
          </p>
          {failed && !current ? (
            <EmptyState className="search-page__state" title={t('searchPage.failed.title')}>
              {t('searchPage.failed.text')}
            </EmptyState>
          ) : !current ? null : current.results.length === 0 ? (
            <EmptyState
              className="search-page__state"
              title={t('searchPage.none.title', { q: current.q })}
              action={
                <>
                  {quizLink}
                  <Link className={buttonClassName('secondary')} to={pathIn(locale, 'all-perfumes')}>
                    {t('searchPage.none.browse')}
                  </Link>
                </>
              }
            >
              {t('searchPage.none.text')}
            </EmptyState>
          ) : (
            <>
              <ProductGrid products={current.results} label={t('searchPage.results')} leadImages={2} />
              <LoadMore
                shown={current.results.length}
                total={current.count}
                progressLabel={t('listing.progress', { shown: current.results.length, total: current.count })}
                buttonLabel={t('listing.loadMore')}
                loading={!ready}
                loadingLabel={t('listing.loading')}
                onLoadMore={() =>
                  setSearchParams(searchParamsOf({ q, pages: state.pages + 1 }), {
                    replace: true,
                    preventScrollReset: true,
                  })
                }
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}
