import type { ReactNode } from 'react';

/** What a component hands to an app's link renderer (a router `<Link>`), or to a plain `<a>`. */
export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
}

export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** Without a router, a plain anchor: components stay usable in Storybook and other apps. */
export const renderAnchor: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);
