import { useId, type ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import './empty-state.css';

export interface EmptyStateProps {
  /** What is empty, as a heading ("Your cart is empty"). */
  title: ReactNode;
  /** A sentence on why, or what to do. */
  children?: ReactNode;
  /** The way out: a link or button ("Shop perfumes", "Clear filters"). */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/** Says that a list is empty and offers the next step, instead of a blank area. */
export function EmptyState({ title, children, action, headingLevel = 2, className }: EmptyStateProps) {
  const headingId = `empty-${useId()}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={classNames('ui-empty-state', className)} aria-labelledby={headingId}>
      <Heading id={headingId} className="ui-empty-state__title">
        {title}
      </Heading>
      {children ? <div className="ui-empty-state__text">{children}</div> : null}
      {action ? <div className="ui-empty-state__action">{action}</div> : null}
    </section>
  );
}
