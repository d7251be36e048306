import { Children, type ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import './nav-list.css';

export interface NavListProps {
  /** Name of the navigation landmark ("Main", "Footer"); needed when a page has several. */
  label: string;
  /** The links; each becomes a list item. Apps pass their router links here. */
  children: ReactNode;
  orientation?: 'horizontal' | 'vertical';
}

/** A named navigation landmark with its links as a list (screen readers announce the count). */
export function NavList({ label, children, orientation = 'horizontal' }: NavListProps) {
  return (
    <nav aria-label={label} className={classNames('ui-nav-list', `ui-nav-list--${orientation}`)}>
      <ul className="ui-nav-list__items">
        {Children.toArray(children).map((child, index) => (
          <li key={index} className="ui-nav-list__item">
            {child}
          </li>
        ))}
      </ul>
    </nav>
  );
}
