import { useApiClient } from '@atelier/api/queries';
import type { User } from '@atelier/api/schema';
import { isEmail } from '@atelier/commerce/validation';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { TextField } from '@atelier/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogin, type AuthFailure } from '../session/auth';
import { useSession } from '../session/session-provider';
import { useToasts } from '../toasts/toast-provider';
import './login-form.css';

const FAILURE_KEYS = {
  credentials: 'login.errors.credentials',
  'check-email': 'login.errors.generic',
  'too-many': 'login.errors.tooMany',
  offline: 'login.errors.offline',
  invalid: 'login.errors.credentials',
  'weak-password': 'login.errors.generic',
  generic: 'login.errors.generic',
} as const satisfies Record<AuthFailure, string>;

/**
 * E-mail and password login (POST /api/token/). Checked in the browser first (commerce isEmail),
 * with a readable message under each field and focus on the first one to fix; a refusal from the
 * server is shown above the form and announced.
 */
export function LoginForm({ onSuccess }: { onSuccess?: (user: User) => void }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const session = useSession();
  const toasts = useToasts();
  const fields = useFormFields(['email', 'password']);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const invalid = fields.report({
      email:
        email === ''
          ? t('login.errors.emailRequired')
          : isEmail(email)
            ? undefined
            : t('login.errors.emailInvalid'),
      password: password === '' ? t('login.errors.passwordRequired') : undefined,
    });
    setServerError(null);
    if (invalid) return;
    setSubmitting(true);
    try {
      const outcome = await requestLogin(api, { email, password });
      if (!outcome.ok) {
        setServerError(t(FAILURE_KEYS[outcome.reason]));
        return;
      }
      session.signIn(outcome.record, 'login');
      const { user } = outcome.record;
      toasts.success(t('login.welcome', { name: user.first_name || user.email }));
      onSuccess?.(user);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="login-form" noValidate onSubmit={submit} aria-busy={submitting}>
      {serverError ? <Alert kind="error">{serverError}</Alert> : null}
      <TextField
        {...fields.field('email')}
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
      />
      <TextField
        {...fields.field('password')}
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" disabled={submitting}>
        {t('login.submit')}
      </Button>
      <span className="ui-visually-hidden" role="status">
        {submitting ? t('login.submitting') : ''}
      </span>
    </form>
  );
}
