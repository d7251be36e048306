import { useApiClient } from '@atelier/api/queries';
import type { User } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { TextField } from '@atelier/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestRegistration } from '../session/auth';
import { useSession } from '../session/session-provider';
import { useToasts } from '../toasts/toast-provider';
import {
  MIN_PASSWORD_LENGTH,
  registrationFailure,
  registrationProblem,
  type RegistrationFailure,
  type RegistrationField,
} from './registration-rules';
import '../login-form/login-form.css';

const FIELDS: readonly RegistrationField[] = ['firstName', 'lastName', 'email', 'password'];

/** Member registration (POST /api/users/register/), which also logs the new member in. */
export function RegisterForm({ onSuccess }: { onSuccess?: (user: User) => void }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const session = useSession();
  const toasts = useToasts();
  const fields = useFormFields(FIELDS);
  const [serverError, setServerError] = useState<RegistrationFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const firstName = value('firstName').trim();
    const lastName = value('lastName').trim();
    const email = value('email').trim();
    const password = value('password');
    const values = { firstName, lastName, email, password };
    setServerError(null);
    if (fields.checkAll((field) => registrationProblem(t, field, values[field]))) return;
    setSubmitting(true);
    try {
      const outcome = await requestRegistration(api, {
        email,
        password,
        first_name: firstName,
        last_name: lastName,
      });
      if (!outcome.ok) {
        // A password too easy to guess is the password field's error, where the shopper fixes it.
        if (outcome.reason === 'weak-password') {
          fields.report({ password: t('register.errors.passwordTooCommon') });
          return;
        }
        setServerError(registrationFailure(t, outcome.reason, email));
        return;
      }
      session.signIn(outcome.record, 'sign-up');
      toasts.success(
        t('register.welcome', { name: outcome.record.user.first_name || outcome.record.user.email }),
      );
      onSuccess?.(outcome.record.user);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="login-form" noValidate onSubmit={submit} aria-busy={submitting}>
      {serverError ? <Alert kind={serverError.kind}>{serverError.text}</Alert> : null}
      <TextField
        {...fields.field('firstName')}
        label={t('register.firstName')}
        name="firstName"
        autoComplete="given-name"
        required
      />
      <TextField
        {...fields.field('lastName')}
        label={t('register.lastName')}
        name="lastName"
        autoComplete="family-name"
        required
      />
      <TextField
        {...fields.field('email')}
        label={t('register.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        {...fields.field('password')}
        label={t('register.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={t('register.passwordHint')}
      />
      <Button type="submit" disabled={submitting}>
        {t('register.submit')}
      </Button>
      <span className="ui-visually-hidden" role="status">
        {submitting ? t('register.submitting') : ''}
      </span>
    </form>
  );
}
