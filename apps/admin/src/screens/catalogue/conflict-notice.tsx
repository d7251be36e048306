import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A 409: someone else saved this product since it was opened. Shows their change (children) and
 * the two honest ways on: take theirs (the form shows what is stored now), or save one's own over
 * theirs, knowingly.
 */
export function ConflictNotice({
  children,
  busy,
  onTakeTheirs,
  onOverwrite,
}: {
  children: ReactNode;
  busy: boolean;
  onTakeTheirs: () => void;
  onOverwrite: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert kind="warning" title={t('catalogue.conflict.title')} live="alert">
      <p>{t('catalogue.conflict.text')}</p>
      {children}
      <div className="admin-filters__actions">
        <Button variant="secondary" onClick={onTakeTheirs} disabled={busy}>
          {t('catalogue.conflict.takeTheirs')}
        </Button>
        <Button onClick={onOverwrite} disabled={busy}>
          {t('catalogue.conflict.overwrite')}
        </Button>
      </div>
    </Alert>
  );
}
