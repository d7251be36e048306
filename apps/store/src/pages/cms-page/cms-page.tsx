import { ApiError } from '@atelier/api/client';
import { cmsDraftPageQueryOptions, cmsPageQueryOptions, useApiClient } from '@atelier/api/queries';
import { parsePath } from '@atelier/commerce/paths';
import { Alert } from '@atelier/ui/alert';
import { opensOnHero } from '@atelier/ui/cms-blocks';
import { PageHeading } from '@atelier/ui/page-heading';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { CmsBlocks } from '../../components/cms-blocks/cms-blocks';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { NotFoundPage } from '../not-found/not-found-content';

/** Query parameter carrying the editors' preview token on draft links (sent as X-Preview-Token). */
export const PREVIEW_TOKEN_PARAM = 'preview_token';

export type CmsPageKey =
  'home' | 'termsConditions' | 'shippingInformation' | 'faq' | 'perfumeBestCreations' | 'cmsDraft';

export interface CmsPageProps {
  /** Bare slug; the locale adds `-{country}-{language}` (SPEC §7). */
  slug: string;
  /** Translated title (and, for home, lead) used when the CMS has no page yet. */
  pageKey: CmsPageKey;
}

/**
 * A page whose content comes from the CMS. A path with a `draft` segment (commerce parsePath)
 * shows the latest draft instead, using the editors' token from `?preview_token=`.
 */
export function CmsPageView({ slug, pageKey }: CmsPageProps) {
  const { t } = useTranslation();
  const api = useApiClient();
  const { pathname, search } = useLocation();
  const parsed = parsePath(pathname);
  const draft = parsed.ok && parsed.draft;
  const previewToken = new URLSearchParams(search).get(PREVIEW_TOKEN_PARAM) ?? '';
  const query = useQuery(
    draft
      ? { ...cmsDraftPageQueryOptions(api, slug, previewToken), enabled: previewToken !== '' }
      : cmsPageQueryOptions(api, slug),
  );
  const fallbackTitle = t(`pages.${pageKey}.title`);
  const page = query.data;
  const status = query.error instanceof ApiError ? query.error.status : 0;
  // A missing page leaves the title to the not-found page it shows.
  useDocumentTitle(
    page
      ? page.seo.title || page.title
      : (query.isError && status !== 404) || (draft && !previewToken)
        ? fallbackTitle
        : null,
  );

  if (draft && !previewToken) {
    return (
      <>
        <PageHeading title={fallbackTitle} />
        <Alert kind="warning">{t('cms.previewTokenMissing')}</Alert>
      </>
    );
  }
  // Nothing while the content loads (route loaders usually have it cached already).
  if (query.isPending) return null;
  if (page) {
    // A page that starts with a hero opens on it: full-bleed, the page's title inside it.
    const opens = opensOnHero(page.blocks);
    const notice = page.is_draft || draft ? <Alert kind="info">{t('cms.draftNotice')}</Alert> : null;
    return (
      <article>
        {opens ? null : <PageHeading title={page.title} lead={page.seo.description ?? undefined} />}
        {opens ? null : notice}
        <CmsBlocks blocks={page.blocks} opening={opens ? page.title : undefined} />
        {opens ? notice : null}
      </article>
    );
  }
  if (pageKey === 'home' && !draft) {
    // The shop still opens without CMS content: the brand and what it sells.
    return <PageHeading title={fallbackTitle} lead={t('pages.home.lead')} />;
  }
  // No such page in this country and language (or no such draft): the not-found page, in the
  // page's language, like any address that leads nowhere.
  if (status === 404) return <NotFoundPage />;
  const message = draft && (status === 401 || status === 403) ? t('cms.previewInvalid') : t('cms.loadFailed');
  return (
    <>
      <PageHeading title={fallbackTitle} />
      <Alert kind="error">{message}</Alert>
    </>
  );
}

/**
 * `draft/{slug}`: the draft of any CMS page of the locale by its slug (an editor's page with no
 * route of its own yet, like `spring-launch`), with the preview token like every draft.
 */
export function CmsDraftBySlug() {
  const { slug = '' } = useParams();
  return <CmsPageView slug={slug} pageKey="cmsDraft" />;
}
