import { Button } from '@atelier/ui/button';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal form over the order (the native <dialog>: focus kept inside, Escape closes, the page
 * behind inert). Where showModal is missing (jsdom) it opens in place.
 */
export function OrderDialog({
  title,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  return (
    <dialog
      ref={ref}
      className="admin-orders__dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={onSubmit} noValidate className="admin-orders__dialog-form">
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="admin-filters__actions">
          <Button type="submit" disabled={busy}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('orders.dialog.close')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
