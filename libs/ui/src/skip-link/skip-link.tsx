import type { ReactNode } from 'react';
import './skip-link.css';

export interface SkipLinkProps {
  /** id of the element to jump to, usually the page's <main>. */
  targetId: string;
  children: ReactNode;
}

/**
 * The first focusable element of every page: keyboard users skip the header and navigation.
 * Hidden until focused, so it costs sighted mouse users nothing.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  return (
    <a className="ui-skip-link" href={`#${targetId}`}>
      {children}
    </a>
  );
}
