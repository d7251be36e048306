import { ApiError } from '@atelier/api/client';
import { cmsPageQueryOptions, useApiClient } from '@atelier/api/queries';
import type { CmsPage } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { buttonClassName } from '@atelier/ui/button';
import { opensOnHero, type CmsBlockData } from '@atelier/ui/cms-blocks';
import { PageHeading } from '@atelier/ui/page-heading';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { cmsSlugFor, type CmsRouteKind } from '../../app/content-slugs';
import { businessPath } from '../../app/locale';
import { useLocale } from '../../app/locale-context';
import { CmsContent } from '../../components/cms-content/cms-content';
import { useDocumentDescription, useDocumentTitle } from '../../components/document-head/document-head';
import { NotFoundContent } from '../not-found/not-found';
import './cms-page.css';

export interface CmsRoutePageProps {
  kind: CmsRouteKind;
}

/** The page's CMS slug and what follows its content, from the route's kind and parameters. */
export function useCmsRoute(kind: CmsRouteKind): { slug: string | null; extras: ReactNode } {
  const params = useParams();
  const key = kind === 'custom-page' ? params['slug'] : params['key'];
  return { slug: cmsSlugFor(kind, key), extras: <PageExtras kind={kind} contentKey={key ?? ''} /> };
}

/**
 * A business page whose content is a CMS page: the landing page, a success story, a press release,
 * a product (with "Ask for a quote") or a custom page. Published pages were fetched by the route
 * loader (a missing one is the not-found page before this renders). Drafts are the editors' view,
 * a chunk of their own (draft-page.tsx).
 */
export function CmsRoutePage({ kind }: CmsRoutePageProps) {
  const { slug, extras } = useCmsRoute(kind);
  if (!slug) return <NotFoundContent reason="page" />;
  return <PublishedPage slug={slug} extras={extras} />;
}

function PublishedPage({ slug, extras }: { slug: string; extras: ReactNode }) {
  const api = useApiClient();
  const query = useQuery(cmsPageQueryOptions(api, slug));
  if (query.data) return <CmsArticle page={query.data} extras={extras} />;
  if (query.isPending) return null;
  return <CmsFailure error={query.error} />;
}

export function CmsArticle({ page, extras }: { page: CmsPage; extras: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(page.seo.title || page.title);
  useDocumentDescription(page.seo.description);
  const opens = opensOnHero(page.blocks as readonly CmsBlockData[]);
  return (
    <article className="business-cms-page">
      {/* A page that starts with a hero opens on it: full-bleed, the page's title inside it. */}
      {opens ? null : <PageHeading title={page.title} />}
      {page.is_draft && !opens ? <Alert kind="info">{t('cms.draftNotice')}</Alert> : null}
      <CmsContent blocks={page.blocks} opening={opens ? page.title : undefined} />
      {page.is_draft && opens ? <Alert kind="info">{t('cms.draftNotice')}</Alert> : null}
      {extras}
    </article>
  );
}

export function CmsFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 0;
  const title = t('cms.failedTitle');
  useDocumentTitle(status === 404 ? null : title);
  if (status === 404) return <NotFoundContent reason="page" />;
  return (
    <>
      <PageHeading title={title} />
      <Alert kind="error">
        {error instanceof ApiError && error.result.kind === 'offline'
          ? t('cms.offline')
          : t('cms.loadFailed')}
      </Alert>
    </>
  );
}

const BACK_LINKS = {
  'success-story': { path: 'success-stories', label: 'collections.backToSuccessStories' },
  'press-release': { path: 'press-releases', label: 'collections.backToPressReleases' },
  product: { path: 'product', label: 'collections.backToProducts' },
} as const;

/** What follows the CMS content: a product's quote request, and the way back to the list. */
function PageExtras({ kind, contentKey }: { kind: CmsRouteKind; contentKey: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (kind === 'landing' || kind === 'custom-page') return null;
  const back = BACK_LINKS[kind];
  return (
    <nav className="business-cms-page__next" aria-label={t('cms.nextNav')}>
      {kind === 'product' ? (
        <Link
          className={buttonClassName('primary')}
          to={`${businessPath(locale, 'contact')}?product=${encodeURIComponent(contentKey)}`}
        >
          {t('product.askForQuote')}
        </Link>
      ) : null}
      <Link to={businessPath(locale, back.path)}>{t(back.label)}</Link>
    </nav>
  );
}
