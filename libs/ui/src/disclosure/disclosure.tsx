import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import './disclosure.css';

export interface DisclosureProps {
  /**
   * Content of the toggle button, which is its accessible name, e.g. "Account". For a toggle that
   * shows only the chevron, pass the name in a `.ui-visually-hidden` span (never an `aria-label`
   * that differs from what is visible).
   */
  label: ReactNode;
  children: ReactNode;
  /** Open the panel towards the inline end (default) or start of the toggle. */
  align?: 'start' | 'end';
  className?: string;
  /** `bare`: a compact, borderless toggle beside another control (e.g. next to a link). */
  appearance?: 'outlined' | 'bare';
  /** Extra class of the panel. */
  panelClassName?: string;
  /** Controlled: whether the panel is shown (with `onOpenChange`). Uncontrolled without it. */
  open?: boolean;
  /** Called with the wanted state whenever the panel should open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Also close when keyboard focus moves to something outside the toggle and panel. */
  closeOnFocusOut?: boolean;
}

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern, simpler and more robust
 * than a menu for a few links and buttons). Escape closes it and returns focus to the button; a
 * click outside closes it, and so, with `closeOnFocusOut`, does focus leaving it.
 */
export function Disclosure({
  label,
  children,
  align = 'end',
  className,
  appearance = 'outlined',
  panelClassName,
  open: controlledOpen,
  onOpenChange,
  closeOnFocusOut = false,
}: DisclosureProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const panelId = `disclosure-${useId()}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const controlled = controlledOpen !== undefined;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );

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
  }, [open, setOpen]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Only a move to another element counts: focus dropping to the page (a click on plain text
    // inside the panel) is not leaving, and a click outside is handled by pointerdown.
    const next = event.relatedTarget;
    if (!closeOnFocusOut || !open || !next || rootRef.current?.contains(next)) return;
    setOpen(false);
  }

  return (
    <div
      ref={rootRef}
      className={classNames('ui-disclosure', `ui-disclosure--${align}`, className)}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classNames(
          'ui-disclosure__toggle',
          appearance === 'bare' && 'ui-disclosure__toggle--bare',
        )}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <span className="ui-disclosure__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={panelId} className={classNames('ui-disclosure__panel', panelClassName)} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
