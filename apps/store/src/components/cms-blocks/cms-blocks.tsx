import type { CmsBlock } from '@atelier/api/schema';
import { CmsBlocks as UiCmsBlocks, type CmsLinkComponent } from '@atelier/ui/cms-blocks';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { useServices } from '../../app/services/services-context';
import { isBusinessHref, resolveCmsHref } from './cms-href';
import { CmsProductGrid } from './cms-product-grid';

/** Store paths navigate inside the app; the business area is another app (a full page load). */
const StoreLink: CmsLinkComponent = ({ href, className, children }) =>
  isBusinessHref(href) ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link to={href} className={className}>
      {children}
    </Link>
  );

const renderProductGrid = (data: Record<string, unknown>) => <CmsProductGrid data={data} />;

/**
 * The blocks of a CMS page, drawn by the design system's CmsBlocks (shared with the business
 * area). The store adds what only it knows: links placed in the page's locale, its router, and
 * product grids from its catalogue.
 */
export function CmsBlocks({ blocks, opening }: { blocks: readonly CmsBlock[]; opening?: string }) {
  const locale = useLocale();
  const { config } = useServices();
  // The lib drops a link for which this returns '' (an unsafe href).
  const resolveHref = useCallback(
    (href: string) => resolveCmsHref(href, locale, config) ?? '',
    [locale, config],
  );
  return (
    <UiCmsBlocks
      blocks={blocks}
      resolveHref={resolveHref}
      LinkComponent={StoreLink}
      renderProductGrid={renderProductGrid}
      opening={opening}
    />
  );
}
