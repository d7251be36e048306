import { ApiError } from '@atelier/api/client';
import { useConfirmPasswordReset, useRequestPasswordReset, userKeys } from '@atelier/api/queries';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { PageHeading } from '@atelier/ui/page-heading';
import { TextField } from '@atelier/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useDocumentTitle } from '../../components/document-head/document-head';
import {
  resetConfirmFailure,
  resetRequestFailure,
  resetTokenOf,
  validateNewPassword,
  validateResetEmail,
  type NewPasswordFields,
} from './reset-rules';
import './password-reset-page.css';

/**
 * `/{cc}/{lang?}/password-reset`: "Forgot your password?" asks for the address and always gives
 * the same answer (the server's, with the address it echoes); the e-mail's link comes back here
 * with `#token=…`, and the page asks for the new password instead. The fragment exists only in the
 * browser, so the server renders the heading and the view is chosen once the page runs.
 */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const [view, setView] = useState<{ token: string | null } | null>(null);
  useEffect(() => setView({ token: resetTokenOf(hash) }), [hash]);
  useDocumentTitle(t('account.passwordReset.title'));
  if (!view) return <PageHeading title={t('account.passwordReset.title')} />;
  return view.token ? <ChooseNewPassword token={view.token} /> : <RequestLink />;
}

function RequestLink() {
  const { t } = useTranslation();
  const locale = useLocale();
  const request = useRequestPasswordReset();
  const fields = useFormFields(['email']);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setFormError(null);
    const problem = validateResetEmail(email);
    if (fields.report({ email: problem ? t(problem) : undefined })) return;
    try {
      const received = await request.mutateAsync({ email });
      // SPEC §8's {email} echo: the answer names the address it was given.
      setSentTo(received.email);
    } catch (error) {
      const failure = resetRequestFailure(error instanceof ApiError ? error.result : null);
      if (failure.field) fields.report({ email: t(failure.key) });
      else setFormError(t(failure.key));
    }
  }

  return (
    <div className="password-reset-page">
      <PageHeading
        title={t('account.passwordReset.request.title')}
        lead={t('account.passwordReset.request.lead')}
      />
      <div role="status">
        {sentTo !== null ? (
          <Alert kind="success" live="none">
            {t('account.passwordReset.request.sent', { email: sentTo })}
          </Alert>
        ) : null}
      </div>
      {sentTo === null ? (
        <form
          className="password-reset-page__form"
          noValidate
          onSubmit={submit}
          aria-label={t('account.passwordReset.request.title')}
          aria-busy={request.isPending}
        >
          {formError ? <Alert kind="error">{formError}</Alert> : null}
          <TextField
            {...fields.field('email')}
            label={t('account.passwordReset.request.email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            required
          />
          <Button type="submit" aria-disabled={request.isPending || undefined}>
            {t('account.passwordReset.request.submit')}
          </Button>
          <span className="ui-visually-hidden" role="status">
            {request.isPending ? t('account.passwordReset.request.submitting') : ''}
          </span>
        </form>
      ) : null}
      <p>
        <Link to={pathIn(locale, 'login')}>{t('account.passwordReset.request.back')}</Link>
      </p>
    </div>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const confirm = useConfirmPasswordReset();
  const fields = useFormFields<keyof NewPasswordFields>(['next', 'confirm']);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<{ message: string; link?: true } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) return;
    const data = new FormData(event.currentTarget);
    const values: NewPasswordFields = {
      next: String(data.get('new_password') ?? ''),
      confirm: String(data.get('confirm_password') ?? ''),
    };
    setFormError(null);
    const keys = validateNewPassword(values);
    if (fields.checkAll((name) => (keys[name] ? t(keys[name]) : undefined))) return;
    try {
      await confirm.mutateAsync({ token, new_password: values.next });
      setDone(true);
      // Every session of the member has ended: a session of theirs in this browser finds out now
      // (the refused refresh logs it out, keeping the bag) instead of at its next call.
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    } catch (error) {
      const failure = resetConfirmFailure(error instanceof ApiError ? error.result : null);
      if (failure.field) fields.report({ [failure.field]: t(failure.key) });
      else setFormError({ message: t(failure.key), ...(failure.link ? { link: true } : {}) });
    }
  }

  if (done) {
    return (
      <div className="password-reset-page">
        <PageHeading title={t('account.passwordReset.choose.title')} />
        <div role="status">
          <Alert kind="success" live="none">
            {t('account.passwordReset.choose.done')}
          </Alert>
        </div>
        <p>
          <Link to={pathIn(locale, 'login')}>{t('account.passwordReset.choose.login')}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="password-reset-page">
      <PageHeading
        title={t('account.passwordReset.choose.title')}
        lead={t('account.passwordReset.choose.lead')}
      />
      <form
        className="password-reset-page__form"
        noValidate
        onSubmit={submit}
        aria-label={t('account.passwordReset.choose.title')}
        aria-busy={confirm.isPending}
      >
        {formError ? (
          <Alert kind="error">
            {formError.message}{' '}
            {formError.link ? (
              <Link to={pathIn(locale, 'password-reset')}>{t('account.passwordReset.choose.askAgain')}</Link>
            ) : null}
          </Alert>
        ) : null}
        <TextField
          {...fields.field('next')}
          label={t('account.passwordReset.choose.new')}
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          hint={t('account.passwordReset.choose.newHint')}
        />
        <TextField
          {...fields.field('confirm')}
          label={t('account.passwordReset.choose.confirm')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" aria-disabled={confirm.isPending || undefined}>
          {t('account.passwordReset.choose.submit')}
        </Button>
        <span className="ui-visually-hidden" role="status">
          {confirm.isPending ? t('account.passwordReset.choose.submitting') : ''}
        </span>
      </form>
    </div>
  );
}
