import { useEffect, useId, useRef, type ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import './drawer.css';

export interface DrawerProps {
  open: boolean;
  /** Called when the visitor closes it: the close button, Escape, or a click on the backdrop. */
  onClose: () => void;
  /** The drawer's heading, which also names the dialog. */
  title: ReactNode;
  /** The close button's accessible name ("Close menu"). */
  closeLabel: string;
  /** Which edge it slides from; mirrored on right-to-left pages. */
  side?: 'start' | 'end';
  /** Kept at the bottom, outside the scrolling body ("Show 12 results"). */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A panel over the page from one edge, as a modal `<dialog>`: the browser keeps focus inside it and
 * makes the page behind inert, Escape closes it and focus returns to the control that opened it.
 * Used for the phone menu and the listing's filters.
 */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  side = 'start',
  footer,
  className,
  children,
}: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={classNames('ui-drawer', `ui-drawer--${side}`, className)}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the dialog box itself (not its panel) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="ui-drawer__panel">
        <div className="ui-drawer__head">
          <h2 id={titleId} className="ui-drawer__title">
            {title}
          </h2>
          <button type="button" className="ui-drawer__close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
            <span className="ui-visually-hidden">{closeLabel}</span>
          </button>
        </div>
        <div className="ui-drawer__body">{children}</div>
        {footer ? <div className="ui-drawer__foot">{footer}</div> : null}
      </div>
    </dialog>
  );
}
