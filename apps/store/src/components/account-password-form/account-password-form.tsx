import { ApiError } from '@atelier/api/client';
import { useChangePassword } from '@atelier/api/queries';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { TextField } from '@atelier/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../toasts/toast-provider';
import { passwordChangeFailure, validatePasswordChange, type PasswordFields } from './password-change';
import './account-password-form.css';

/**
 * "Change password": current, new and confirmation. Checked here first (a readable message under
 * each field, focus on the first to fix); a wrong current password comes back from the server and
 * is shown under that field. On success the fields are cleared and a toast says that other devices
 * were logged out (the server revoked every refresh token).
 */
export function AccountPasswordForm() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const change = useChangePassword();
  const fields = useFormFields(['current', 'next', 'confirm']);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values: PasswordFields = {
      current: String(data.get('current_password') ?? ''),
      next: String(data.get('new_password') ?? ''),
      confirm: String(data.get('confirm_password') ?? ''),
    };
    const keys = validatePasswordChange(values);
    setFormError(null);
    const message = (field: keyof PasswordFields) => {
      const key = keys[field];
      return key ? t(key) : undefined;
    };
    if (fields.checkAll(message)) return;
    try {
      await change.mutateAsync({ current_password: values.current, new_password: values.next });
      form.reset();
      toasts.success(t('account.password.changed'));
    } catch (error) {
      const failure = passwordChangeFailure(error instanceof ApiError ? error.result : null);
      if (failure.field) {
        fields.report({ [failure.field]: t(failure.key) });
      } else {
        setFormError(t(failure.key));
      }
    }
  }

  return (
    <form
      className="account-password-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="account-password-title"
      aria-busy={change.isPending}
    >
      <h2 id="account-password-title" className="account-page__section-title">
        {t('account.password.title')}
      </h2>
      <p className="account-password-form__note">{t('account.password.note')}</p>
      {formError ? <Alert kind="error">{formError}</Alert> : null}
      <TextField
        {...fields.field('current')}
        label={t('account.password.current')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        {...fields.field('next')}
        label={t('account.password.new')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint={t('account.password.newHint')}
      />
      <TextField
        {...fields.field('confirm')}
        label={t('account.password.confirm')}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" aria-disabled={change.isPending || undefined}>
        {t('account.password.submit')}
      </Button>
      <span className="ui-visually-hidden" role="status">
        {change.isPending ? t('account.password.submitting') : ''}
      </span>
    </form>
  );
}
