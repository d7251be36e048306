import type { ReactNode } from 'react';
import './page-heading.css';

export interface PageHeadingProps {
  /** The page's one <h1>. */
  title: ReactNode;
  /** A short introduction under the heading. */
  lead?: ReactNode;
  id?: string;
}

/** The heading block every page starts with; each page has exactly one. */
export function PageHeading({ title, lead, id }: PageHeadingProps) {
  return (
    <div className="ui-page-heading">
      <h1 id={id} className="ui-page-heading__title">
        {title}
      </h1>
      {lead ? <p className="ui-page-heading__lead">{lead}</p> : null}
    </div>
  );
}
