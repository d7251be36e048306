import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import './disclosure.css';

export interface DisclosureProps {
  /** Text of the toggle button (its accessible name), e.g. "Account". */
  label: ReactNode;
  children: ReactNode;
  /** Open the panel towards the inline end (default) or start of the toggle. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern, simpler and more robust
 * than a menu for a few links and buttons). Escape closes it and returns focus to the button;
 * so does a click outside.
 */
export function Disclosure({ label, children, align = 'end', className }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = `disclosure-${useId()}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={classNames('ui-disclosure', `ui-disclosure--${align}`, className)}>
      <button
        ref={buttonRef}
        type="button"
        className="ui-disclosure__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className="ui-disclosure__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={panelId} className="ui-disclosure__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
