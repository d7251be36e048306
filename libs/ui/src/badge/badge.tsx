import type { ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import './badge.css';

export type BadgeTone = 'neutral' | 'sold-out' | 'sale' | 'gift' | 'info';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}

/**
 * A short label on a product or cart line ("Sold out", "Sale", "Free gift"). It is text, so it is
 * read where it stands; the tone is shown by colour *and* by the words, never by colour alone.
 */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return <span className={classNames('ui-badge', `ui-badge--${tone}`, className)}>{children}</span>;
}
