import { useCmsCollection, type CmsCollection } from '@atelier/api/queries';
import type { CmsPageSummary } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { buttonClassName } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { PageHeading } from '@atelier/ui/page-heading';
import { ResponsiveImage } from '@atelier/ui/responsive-image';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { businessPath, type BusinessLocale } from '../../app/locale';
import { useLocale } from '../../app/locale-context';
import { useDocumentDescription, useDocumentTitle } from '../../components/document-head/document-head';
import './collection-page.css';

/** Which list a route shows: its texts and where its entries live. */
const LISTS = {
  'success-stories': { page: 'successStories', path: 'success-stories' },
  'press-releases': { page: 'pressReleases', path: 'press-releases' },
  'business-products': { page: 'product', path: 'product' },
} as const satisfies Record<CmsCollection, { page: string; path: string }>;

/**
 * A list of a business collection (success stories, press releases, products), newest first, in
 * the page's language: picture, title linking to the page, description; press releases show their
 * date, products a quote request. The route loader fetched the list before this renders.
 */
export function CollectionPage({ collection }: { collection: CmsCollection }) {
  const { t } = useTranslation();
  const list = LISTS[collection];
  const title = t(`pages.${list.page}.title`);
  const lead = t(`pages.${list.page}.lead`);
  useDocumentTitle(title);
  // Not the previous CMS page's description after a client navigation.
  useDocumentDescription(lead);
  const query = useCmsCollection(collection);
  return (
    <>
      <PageHeading title={title} lead={lead} />
      {query.isPending ? null : query.isError ? (
        <Alert kind="error">{t('cms.loadFailed')}</Alert>
      ) : query.data.length === 0 ? (
        <EmptyState title={t('collections.emptyTitle')}>{t('collections.emptyText')}</EmptyState>
      ) : (
        <ul className="business-collection" aria-label={title}>
          {query.data.map((entry) => (
            <li key={entry.slug}>
              <SummaryCard entry={entry} collection={collection} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The date a press release went out, in the page's language (UTC: the same day for every reader). */
function formatDate(iso: string, locale: BusinessLocale): string {
  return new Intl.DateTimeFormat(locale.htmlLang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

function SummaryCard({ entry, collection }: { entry: CmsPageSummary; collection: CmsCollection }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = `summary-${useId()}`;
  const href = businessPath(locale, LISTS[collection].path, entry.key);
  return (
    <article className="business-summary" aria-labelledby={titleId}>
      <div className="business-summary__media">
        {/* Decorative: the title next to it names the page. */}
        {entry.image ? (
          // The box has its ratio (CSS): any picture fills it; the pipeline offers widths to 800.
          <ResponsiveImage src={entry.image} alt="" sizes="(min-width: 48rem) 22rem, 100vw" maxWidth={800} />
        ) : null}
      </div>
      <div className="business-summary__body">
        <h2 id={titleId} className="business-summary__title">
          <Link to={href}>{entry.title}</Link>
        </h2>
        {collection === 'press-releases' ? (
          <p className="business-summary__date">
            {t('collections.published')}{' '}
            <time dateTime={entry.created_at}>{formatDate(entry.created_at, locale)}</time>
          </p>
        ) : null}
        {entry.description ? <p className="business-summary__description">{entry.description}</p> : null}
        {collection === 'business-products' ? (
          <p>
            <Link
              className={buttonClassName('secondary')}
              to={`${businessPath(locale, 'contact')}?product=${encodeURIComponent(entry.key)}`}
              aria-label={t('product.askForQuoteAbout', { product: entry.title })}
            >
              {t('product.askForQuote')}
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}
