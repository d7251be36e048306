import { Button } from '@atelier/ui/button';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's filter form: its fields, "Apply", and "Clear" while the address filters the list.
 * `onApply` returns nothing; a screen that checks its draft first (dates the wrong way round)
 * shows the field's error and does not call the hook's `apply`.
 */
export function ListFilters({
  label,
  search = true,
  filtered,
  onApply,
  onClear,
  children,
}: {
  label: string;
  /** A search landmark (a text search among the fields), or a plain labelled form. */
  search?: boolean;
  filtered: boolean;
  onApply: () => void;
  onClear?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className="admin-filters" onSubmit={submit} role={search ? 'search' : undefined} aria-label={label}>
      {children}
      <div className="admin-filters__actions">
        <Button type="submit">{t('list.apply')}</Button>
        {filtered && onClear ? (
          <Button variant="secondary" onClick={onClear}>
            {t('list.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
