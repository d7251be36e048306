import { ApiError } from '@atelier/api/client';
import { cmsDraftPageQueryOptions, useApiClient } from '@atelier/api/queries';
import { Alert } from '@atelier/ui/alert';
import { PageHeading } from '@atelier/ui/page-heading';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CmsRouteKind } from '../../app/content-slugs';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { NotFoundContent } from '../not-found/not-found';
import { CmsArticle, CmsFailure, useCmsRoute } from './cms-page';

/** Query parameter carrying the editors' preview token on draft links (sent as X-Preview-Token). */
export const PREVIEW_TOKEN_PARAM = 'preview_token';

/**
 * The latest draft of a CMS page (a path with a `draft` segment), for editors: fetched here with the
 * token from `?preview_token=`, never cached. Lazy, as shoppers never open it.
 */
export function CmsDraftRoutePage({ kind }: { kind: CmsRouteKind }) {
  const { slug, extras } = useCmsRoute(kind);
  if (!slug) return <NotFoundContent reason="page" />;
  return <DraftPage slug={slug} extras={extras} />;
}

function DraftPage({ slug, extras }: { slug: string; extras: ReactNode }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [search] = useSearchParams();
  const token = search.get(PREVIEW_TOKEN_PARAM)?.trim() ?? '';
  const query = useQuery({ ...cmsDraftPageQueryOptions(api, slug, token), enabled: token !== '' });
  if (!token) return <PreviewRefused message={t('cms.previewMissing')} />;
  if (query.data) return <CmsArticle page={query.data} extras={extras} />;
  if (query.isPending) return null;
  const status = query.error instanceof ApiError ? query.error.status : 0;
  // 400: a token of the wrong shape; 401/403: a wrong or revoked one.
  if (status === 400 || status === 401 || status === 403) {
    return <PreviewRefused message={t('cms.previewInvalid')} />;
  }
  return <CmsFailure error={query.error} />;
}

function PreviewRefused({ message }: { message: string }) {
  const { t } = useTranslation();
  const title = t('cms.previewTitle');
  useDocumentTitle(title);
  return (
    <>
      <PageHeading title={title} />
      <Alert kind="warning" live="none">
        {message}
      </Alert>
    </>
  );
}
