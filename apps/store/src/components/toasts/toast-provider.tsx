import type { ToastKind } from '@atelier/ui/toast';
import { ToastRegion, type ToastItem } from '@atelier/ui/toast-region';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

/** How long a success stays; warnings and errors stay until dismissed (they may need action). */
export const SUCCESS_TOAST_MS = 6000;

export interface Toasts {
  show(kind: ToastKind, message: string, options?: { title?: string; durationMs?: number | null }): string;
  success(message: string): string;
  warning(message: string): string;
  error(message: string): string;
  dismiss(id: string): void;
  items: readonly ToastItem[];
}

const ToastContext = createContext<Toasts | null>(null);

/**
 * Holds the toasts above the router, so a toast shown just before a navigation (logged in, logged
 * out) survives it. They are drawn by <ToastOutlet> inside each layout, where translations are.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const counter = useRef(0);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const show = useCallback<Toasts['show']>(
    (kind, message, options = {}) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setItems((current) => [...current, { id, kind, message, title: options.title }]);
      const duration =
        options.durationMs === undefined
          ? kind === 'success'
            ? SUCCESS_TOAST_MS
            : null
          : options.durationMs;
      if (duration !== null)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), duration),
        );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const toasts = useMemo<Toasts>(
    () => ({
      show,
      success: (message) => show('success', message),
      warning: (message) => show('warning', message),
      error: (message) => show('error', message),
      dismiss,
      items,
    }),
    [dismiss, items, show],
  );
  return <ToastContext.Provider value={toasts}>{children}</ToastContext.Provider>;
}

export function useToasts(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToasts: render inside <ToastProvider>');
  return toasts;
}

/** The stacked toasts of the page, with translated region and close-button names. */
export function ToastOutlet() {
  const { items, dismiss } = useToasts();
  const { t } = useTranslation();
  return (
    <ToastRegion
      label={t('toasts.region')}
      dismissLabel={t('toasts.dismiss')}
      toasts={items}
      onDismiss={dismiss}
    />
  );
}
