import type { ReactNode } from 'react';
import './site-footer.css';

export interface SiteFooterProps {
  /** Footer navigation and other columns (newsletter later). */
  children?: ReactNode;
  /** Small print, e.g. the copyright line. */
  note?: ReactNode;
}

/** The page's contentinfo landmark. */
export function SiteFooter({ children, note }: SiteFooterProps) {
  return (
    <footer className="ui-site-footer">
      <div className="ui-site-footer__inner">
        {children ? <div className="ui-site-footer__columns">{children}</div> : null}
        {note ? <p className="ui-site-footer__note">{note}</p> : null}
      </div>
    </footer>
  );
}
