import { SkipLink } from '@atelier/ui/skip-link';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { HydrationBoundary } from '../hydration';

/** The id of the one <main>, which the skip link jumps to. */
export const MAIN_ID = 'main';

export interface PageFrameProps {
  /** The area's block class (its own stylesheet); the main gets `${className}__main`. */
  className: string;
  header: ReactNode;
  footer: ReactNode;
  children?: ReactNode;
  /** After the footer, outside the hydration boundaries (the store's toasts). */
  after?: ReactNode;
}

/**
 * The frame of every page of both areas, error pages included: skip link, header, the one <main>,
 * footer. The area gives its header, footer and class; the skip link's text is the area's
 * `skipLink`.
 */
export function PageFrame({ className, header, footer, children, after }: PageFrameProps) {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);

  // After a client-side navigation, move focus to the new content, as a page load would: screen
  // reader users hear the new page instead of staying on the link they activated.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={className}>
      <SkipLink targetId={MAIN_ID}>{t('skipLink')}</SkipLink>
      {/* Each part hydrates on its own (selective hydration): shorter tasks instead of one long one. */}
      <HydrationBoundary>{header}</HydrationBoundary>
      <HydrationBoundary>
        <main ref={main} id={MAIN_ID} tabIndex={-1} className={`${className}__main`}>
          {children}
        </main>
      </HydrationBoundary>
      <HydrationBoundary>{footer}</HydrationBoundary>
      {after}
    </div>
  );
}
