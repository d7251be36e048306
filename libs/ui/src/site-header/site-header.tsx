import type { ReactNode } from 'react';
import './site-header.css';

export interface SiteHeaderProps {
  /** The brand link (home). */
  brand: ReactNode;
  /** Main navigation, usually a NavList. */
  navigation?: ReactNode;
  /** Cart, account and locale controls. */
  actions?: ReactNode;
}

/**
 * The page banner: brand at the inline start, navigation, then actions at the inline end (mirrored
 * on right-to-left pages). Wraps onto several rows on narrow screens instead of hiding anything.
 */
export function SiteHeader({ brand, navigation, actions }: SiteHeaderProps) {
  return (
    <header className="ui-site-header">
      <div className="ui-site-header__inner">
        <div className="ui-site-header__brand">{brand}</div>
        {navigation ? <div className="ui-site-header__navigation">{navigation}</div> : null}
        {actions ? <div className="ui-site-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
