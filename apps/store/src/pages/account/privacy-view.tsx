import { ApiError } from '@atelier/api/client';
import { useDeleteUserAccount, useExportUserData } from '@atelier/api/queries';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { PageHeading } from '@atelier/ui/page-heading';
import { TextField } from '@atelier/ui/text-field';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { useSession } from '../../components/session/session-provider';
import { useToasts } from '../../components/toasts/toast-provider';
import { saveJsonFile } from './save-json-file';
import './privacy-view.css';

/** `account/privacy` ("Your data"): download everything held about the member, or delete the account. */
export function PrivacyView() {
  const { t } = useTranslation();
  const title = t('account.privacy.title');
  useDocumentTitle(title);
  return (
    <div className="privacy-page">
      <PageHeading title={title} lead={t('account.privacy.lead')} />
      <DownloadData />
      <DeleteAccount />
    </div>
  );
}

function DownloadData() {
  const { t } = useTranslation();
  const download = useExportUserData();
  const [failed, setFailed] = useState(false);
  async function start() {
    setFailed(false);
    try {
      const data = await download.mutateAsync();
      saveJsonFile(data, 'atelier-scents-my-data.json');
    } catch {
      setFailed(true);
    }
  }
  return (
    <section className="privacy-page__section" aria-labelledby="privacy-download-title">
      <h2 id="privacy-download-title" className="privacy-page__title">
        {t('account.privacy.downloadTitle')}
      </h2>
      <p>{t('account.privacy.downloadText')}</p>
      {failed ? <Alert kind="error">{t('account.privacy.downloadFailed')}</Alert> : null}
      <Button variant="secondary" onClick={start} disabled={download.isPending}>
        {download.isPending ? t('account.privacy.downloading') : t('account.privacy.download')}
      </Button>
    </section>
  );
}

/**
 * "Delete my account" opens a confirmation asking for the password (a borrowed session cannot
 * delete the account); "Keep my account" closes it and gives the focus back to the button.
 */
function DeleteAccount() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<boolean | 'closed'>(false);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming === 'closed') opener.current?.focus();
  }, [confirming]);
  return (
    <section className="privacy-page__section" aria-labelledby="privacy-delete-title">
      <h2 id="privacy-delete-title" className="privacy-page__title">
        {t('account.privacy.deleteTitle')}
      </h2>
      <p>{t('account.privacy.deleteText')}</p>
      {confirming === true ? (
        <ConfirmDeletion onCancel={() => setConfirming('closed')} />
      ) : (
        <Button ref={opener} variant="secondary" onClick={() => setConfirming(true)}>
          {t('account.privacy.delete')}
        </Button>
      )}
    </section>
  );
}

function ConfirmDeletion({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const fields = useFormFields(['password']);
  const remove = useDeleteUserAccount();
  const session = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const locale = useLocale();
  const [formError, setFormError] = useState<string | null>(null);
  const box = useRef<HTMLFormElement>(null);
  useEffect(() => {
    box.current?.querySelector('input')?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (remove.isPending) return;
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setFormError(null);
    if (fields.report({ password: password ? undefined : t('account.privacy.passwordRequired') })) return;
    try {
      await remove.mutateAsync(password);
    } catch (error) {
      const wrong =
        error instanceof ApiError && error.result.errors?.some((e) => e.field === 'body.password');
      if (wrong) fields.report({ password: t('account.privacy.wrongPassword') });
      else setFormError(t('account.privacy.deleteFailed'));
      return;
    }
    // The server ended every session; this browser forgets the member too (SPEC §4's logout).
    await session.signOut();
    toasts.success(t('account.privacy.deleted'));
    navigate(pathIn(locale), { replace: true });
  }

  return (
    <form
      ref={box}
      className="privacy-page__confirm"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      aria-busy={remove.isPending}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h3 id={titleId} className="privacy-page__title">
        {t('account.privacy.confirmTitle')}
      </h3>
      <p id={textId}>{t('account.privacy.confirmText')}</p>
      {formError ? <Alert kind="error">{formError}</Alert> : null}
      <TextField
        {...fields.field('password')}
        label={t('account.privacy.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="privacy-page__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('account.privacy.cancel')}
        </Button>
        <Button type="submit" disabled={remove.isPending}>
          {t('account.privacy.confirmDelete')}
        </Button>
      </div>
    </form>
  );
}
