import type { ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import './site-header.css';

export interface SiteHeaderProps {
  /** The brand link (home). */
  brand: ReactNode;
  /** Main navigation, usually a NavList. */
  navigation?: ReactNode;
  /** Cart, account and locale controls. */
  actions?: ReactNode;
  /**
   * A menu button before the brand. With it, narrow screens show one row — menu, brand centred,
   * actions — and the navigation only from 75rem up (the menu holds it below that).
   */
  start?: ReactNode;
}

/**
 * The page banner: brand at the inline start, navigation, then actions at the inline end (mirrored
 * on right-to-left pages). Without a `start` menu it wraps onto several rows on narrow screens
 * instead of hiding anything.
 */
export function SiteHeader({ brand, navigation, actions, start }: SiteHeaderProps) {
  return (
    <header className={classNames('ui-site-header', start ? 'ui-site-header--menu' : undefined)}>
      <div className="ui-site-header__inner">
        {start ? <div className="ui-site-header__start">{start}</div> : null}
        <div className="ui-site-header__brand">{brand}</div>
        {navigation ? <div className="ui-site-header__navigation">{navigation}</div> : null}
        {actions ? <div className="ui-site-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
