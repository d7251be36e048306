import type { ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import './toast.css';

/** SPEC §8: toast notifications come in warning, success and error kinds. */
export type ToastKind = 'success' | 'warning' | 'error';

export interface ToastProps {
  kind: ToastKind;
  children: ReactNode;
  title?: ReactNode;
  /** Accessible name of the close button, e.g. "Dismiss notification". */
  dismissLabel: string;
  onDismiss: () => void;
}

/**
 * One notification. Errors and warnings are alerts (read out at once); a success is a status
 * (read when the user is idle). Every toast can be closed with its own button.
 */
export function Toast({ kind, children, title, dismissLabel, onDismiss }: ToastProps) {
  return (
    <div
      className={classNames('ui-toast', `ui-toast--${kind}`)}
      role={kind === 'success' ? 'status' : 'alert'}
    >
      <span className="ui-toast__icon" aria-hidden="true" />
      <div className="ui-toast__body">
        {title ? <p className="ui-toast__title">{title}</p> : null}
        <p className="ui-toast__message">{children}</p>
      </div>
      <button type="button" className="ui-toast__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
        <span className="ui-toast__dismiss-mark" aria-hidden="true" />
      </button>
    </div>
  );
}
