import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../../app/admin-api';
import { ConflictNotice } from './conflict-notice';

/**
 * The end of a product section's form saved on the product's version: the 409 (what the other
 * person saved, with take theirs / save mine), another failure, or "saved"; then Save and, while
 * changed, Discard. A 400 is the fields' to show, unless `refused` is the alert's sentence for it.
 */
export function SaveFooter({
  save,
  dirty,
  conflict,
  onTakeTheirs,
  onOverwrite,
  onDiscard,
  saveText,
  savedText,
  refused,
}: {
  save: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  dirty: boolean;
  /** What the other person saved (a 409 answered), or null. */
  conflict: ReactNode | null;
  onTakeTheirs: () => void;
  onOverwrite: () => void;
  /** Back to the values the form was opened on; no Discard button without it. */
  onDiscard?: () => void;
  saveText: string;
  savedText: string;
  refused?: string;
}) {
  const { t } = useTranslation();
  const invalid = isAdminError(save.error, 'invalid');
  return (
    <>
      {conflict !== null ? (
        <ConflictNotice busy={save.isPending} onTakeTheirs={onTakeTheirs} onOverwrite={onOverwrite}>
          {conflict}
        </ConflictNotice>
      ) : save.isError && (!invalid || refused) ? (
        <Alert kind="error" title={t('catalogue.saveFailed')}>
          {invalid ? refused : t('errors.failedText')}
        </Alert>
      ) : save.isSuccess && !dirty ? (
        <Alert kind="success" live="status">
          {savedText}
        </Alert>
      ) : null}
      <div className="admin-filters__actions">
        <Button type="submit" disabled={!dirty || save.isPending || conflict !== null}>
          {save.isPending ? t('catalogue.saving') : saveText}
        </Button>
        {onDiscard && dirty && conflict === null ? (
          <Button variant="secondary" onClick={onDiscard}>
            {t('catalogue.discard')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
