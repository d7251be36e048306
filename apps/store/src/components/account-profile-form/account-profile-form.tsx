import { ApiError } from '@atelier/api/client';
import { useUpdateUserDetail } from '@atelier/api/queries';
import type { User } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { TextField } from '@atelier/ui/text-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { writeLogin } from '../../app/init/session';
import { useServices } from '../../app/services/services-context';
import { useToasts } from '../toasts/toast-provider';
import {
  changesEmail,
  profileChanges,
  profileFailure,
  validateProfile,
  type ProfileFields,
} from './profile-update';
import './account-profile-form.css';

const ORDER = ['firstName', 'lastName', 'phone', 'email', 'currentPassword'] as const;

/**
 * Editing the member's name, phone and e-mail (`PATCH /api/users/detail/`). Checked here first; a
 * new address asks for the current password (the field appears once the address differs). Another
 * account's address comes back as SPEC §8's 409 and is shown at the e-mail field ("The email
 * already exists", in the page's language). On success a toast, and the session shows the member
 * as now stored (the hook writes the answer into the cache).
 */
export function AccountProfileForm({ user, onDone }: { user: User; onDone(): void }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { storage } = useServices();
  const update = useUpdateUserDetail();
  const fields = useFormFields<keyof ProfileFields>(ORDER);
  const [formError, setFormError] = useState<string | null>(null);
  const [email, setEmail] = useState(user.email);
  const needsPassword = changesEmail(user, email);
  const first = useRef<HTMLInputElement>(null);
  // Opened by the "Edit your details" button: the keyboard goes on in the form.
  useEffect(() => first.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const data = new FormData(event.currentTarget);
    const values: ProfileFields = {
      firstName: String(data.get('first_name') ?? ''),
      lastName: String(data.get('last_name') ?? ''),
      phone: String(data.get('phone') ?? ''),
      email: String(data.get('email') ?? ''),
      currentPassword: String(data.get('current_password') ?? ''),
    };
    setFormError(null);
    const keys = validateProfile(user, values);
    if (fields.checkAll((name) => (keys[name] ? t(keys[name]) : undefined))) return;
    const body = profileChanges(user, values);
    if (!body) {
      onDone();
      return;
    }
    try {
      const saved = await update.mutateAsync(body);
      writeLogin(storage, saved);
      toasts.success(t('account.profile.form.saved'));
      onDone();
    } catch (error) {
      const failure = profileFailure(error instanceof ApiError ? error.result : null);
      if (failure.field) fields.report({ [failure.field]: t(failure.key) });
      else setFormError(t(failure.key));
    }
  }

  return (
    <form
      className="account-profile-form"
      noValidate
      onSubmit={submit}
      aria-label={t('account.profile.form.title')}
      aria-busy={update.isPending}
    >
      {formError ? <Alert kind="error">{formError}</Alert> : null}
      <div className="account-profile-form__names">
        <TextField
          {...fields.field('firstName')}
          ref={first}
          label={t('account.profile.form.firstName')}
          name="first_name"
          autoComplete="given-name"
          defaultValue={user.first_name}
          required
          maxLength={80}
        />
        <TextField
          {...fields.field('lastName')}
          label={t('account.profile.form.lastName')}
          name="last_name"
          autoComplete="family-name"
          defaultValue={user.last_name}
          required
          maxLength={80}
        />
      </div>
      <TextField
        {...fields.field('phone')}
        label={t('account.profile.form.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        dir="ltr"
        defaultValue={user.phone ?? ''}
      />
      <TextField
        {...fields.field('email')}
        label={t('account.profile.form.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        defaultValue={user.email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      {needsPassword ? (
        <TextField
          {...fields.field('currentPassword')}
          label={t('account.profile.form.currentPassword')}
          hint={t('account.profile.form.currentPasswordHint')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
        />
      ) : null}
      <div className="account-profile-form__actions">
        <Button type="submit" aria-disabled={update.isPending || undefined}>
          {t('account.profile.form.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('account.profile.form.cancel')}
        </Button>
      </div>
      <span className="ui-visually-hidden" role="status">
        {update.isPending ? t('account.profile.form.saving') : ''}
      </span>
    </form>
  );
}
