import type { ReactNode } from 'react';
import { Toast, type ToastKind } from '../toast/toast';
import './toast-region.css';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: ReactNode;
  title?: ReactNode;
}

export interface ToastRegionProps {
  /** Name of the landmark, e.g. "Notifications". */
  label: string;
  toasts: readonly ToastItem[];
  dismissLabel: string;
  onDismiss: (id: string) => void;
}

/**
 * Where toasts stack, newest last, in the inline-end bottom corner (the left one on Arabic pages).
 * The region is always in the page, so assistive technology already knows it when a toast arrives.
 */
export function ToastRegion({ label, toasts, dismissLabel, onDismiss }: ToastRegionProps) {
  return (
    <section className="ui-toast-region" aria-label={label}>
      <ol className="ui-toast-region__list">
        {toasts.map((toast) => (
          <li key={toast.id}>
            <Toast
              kind={toast.kind}
              title={toast.title}
              dismissLabel={dismissLabel}
              onDismiss={() => onDismiss(toast.id)}
            >
              {toast.message}
            </Toast>
          </li>
        ))}
      </ol>
    </section>
  );
}
