import type { CmsBlock } from '@atelier/api/schema';
import { CmsBlocks, type CmsBlockData } from '@atelier/ui/cms-blocks';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { storePath } from '../../app/locale';
import { useLocale } from '../../app/locale-context';
import { useServices } from '../../app/services';
import { isBusinessHref, resolveCmsHref } from './cms-href';

/** Business paths navigate inside this app; the shop is the other app, so a full page load. */
function BusinessLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (isBusinessHref(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A `product_grid` block names a collection of the shop (`all-home-perfumes`). The shop's cards,
 * prices and cart are the store's code, which this app does not load: the block becomes its heading
 * and a link to that collection in the shop.
 */
function ShopCollectionLink({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const collection = typeof data['collection'] === 'string' ? data['collection'].trim() : '';
  if (!SLUG.test(collection)) return null;
  const heading = typeof data['heading'] === 'string' && data['heading'].trim() ? data['heading'] : null;
  return (
    <section className="cms-shop-collection">
      {heading ? <h2>{heading}</h2> : null}
      <p>
        <a href={storePath(locale, collection)}>{t('cms.shopCollection')}</a>
      </p>
    </section>
  );
}

/** The blocks of a CMS page with this area's links (locale placement, router links). */
export function CmsContent({ blocks, opening }: { blocks: readonly CmsBlock[]; opening?: string }) {
  const locale = useLocale();
  const { config } = useServices();
  const resolveHref = useCallback((href: string) => resolveCmsHref(href, locale, config), [locale, config]);
  const renderProductGrid = useCallback(
    (data: Record<string, unknown>, block: CmsBlockData) => <ShopCollectionLink key={block.id} data={data} />,
    [],
  );
  return (
    <CmsBlocks
      blocks={blocks as readonly CmsBlockData[]}
      resolveHref={resolveHref}
      renderProductGrid={renderProductGrid}
      LinkComponent={BusinessLink}
      opening={opening}
    />
  );
}
