import type { ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import './alert.css';

export type AlertKind = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  kind?: AlertKind;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * Live-region role. Defaults to "alert" for errors (announced at once, e.g. a refused login) and
   * "status" for the rest (announced politely); "none" for a message that is part of the page.
   */
  live?: 'alert' | 'status' | 'none';
  className?: string;
}

/** An inline message. The kind is shown by an icon and the title as well as by colour. */
export function Alert({ kind = 'info', title, children, live, className }: AlertProps) {
  const role = live ?? (kind === 'error' ? 'alert' : 'status');
  return (
    <div
      className={classNames('ui-alert', `ui-alert--${kind}`, className)}
      role={role === 'none' ? undefined : role}
    >
      {/* The glyph is CSS-generated, so the alert's text is only its message. */}
      <span className="ui-alert__icon" aria-hidden="true" />
      <div className="ui-alert__body">
        {title ? <p className="ui-alert__title">{title}</p> : null}
        {children ? <div className="ui-alert__text">{children}</div> : null}
      </div>
    </div>
  );
}
