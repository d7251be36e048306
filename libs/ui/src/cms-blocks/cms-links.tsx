import { createContext, useContext, type ReactNode } from 'react';
import type { CmsLinkComponent } from './cms-block-data';
import { isSafeHref } from './safe-href';

export interface CmsLinks {
  /** The app's placement of an editor's href (e.g. a country-less path into the page locale). */
  resolveHref: (href: string) => string;
  LinkComponent?: CmsLinkComponent;
}

// Blocks nest (a link inside rich text inside an FAQ answer); a context spares threading the app's
// link handling through every block.
const CmsLinksContext = createContext<CmsLinks>({ resolveHref: (href) => href });

export const CmsLinksProvider = CmsLinksContext.Provider;

/**
 * Where a CMS href leads, or null when it must not be a link: unsafe before or after the app
 * resolved it, or resolved to an empty string (the app's way of refusing it).
 */
export function useResolvedHref(href: string): string | null {
  const { resolveHref } = useContext(CmsLinksContext);
  return resolveCmsTarget(href, resolveHref);
}

export function resolveCmsTarget(href: string, resolveHref: (href: string) => string): string | null {
  if (!isSafeHref(href)) return null;
  const target = resolveHref(href.trim()).trim();
  return target !== '' && isSafeHref(target) ? target : null;
}

/**
 * A CMS link. Site paths go through the app's link component (client-side navigation); other
 * sites, mail and phone links are plain anchors, external ones without opener access. An unusable
 * href renders `fallback` (nothing for a button, the bare text inside rich text).
 */
export function CmsLink({
  href,
  className,
  children,
  fallback = null,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { LinkComponent } = useContext(CmsLinksContext);
  const target = useResolvedHref(href);
  if (!target) return <>{fallback}</>;
  if (target.startsWith('/') && LinkComponent) {
    return (
      <LinkComponent href={target} className={className}>
        {children}
      </LinkComponent>
    );
  }
  const external = /^https?:/i.test(target);
  return (
    <a href={target} className={className} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}
