import { useApiClient } from '@atelier/api/queries';
import type { User } from '@atelier/api/schema';
import { isPhone } from '@atelier/commerce/validation';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { TextField } from '@atelier/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MIN_PASSWORD_LENGTH,
  registrationFailure,
  registrationProblem,
  type RegistrationFailure,
  type RegistrationField,
} from '../register-form/registration-rules';
import { requestRegistration } from '../session/auth';
import { useSession } from '../session/session-provider';
import '../login-form/login-form.css';

type Field = RegistrationField | 'phone';
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'email', 'phone', 'password'];

export interface CheckoutRegistration {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * Registration inside the checkout (view register-account). Unlike the account page's form it asks
 * the phone the order needs. An address that already had an account is never named as such (no
 * user enumeration): the password chosen just does not log in, and the shopper reads that an
 * e-mail was sent and to log in if they have an account. `initial` fills what the shopper already
 * typed as a guest.
 */
export function CheckoutRegisterForm({
  initial,
  onSuccess,
}: {
  initial: Partial<CheckoutRegistration>;
  onSuccess: (user: User, registration: CheckoutRegistration) => void;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const session = useSession();
  const fields = useFormFields(FIELDS);
  const [serverError, setServerError] = useState<RegistrationFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function problem(field: Field, value: string): string | undefined {
    if (field !== 'phone') return registrationProblem(t, field, value);
    if (!value) return t('checkout.errors.phone.required');
    return isPhone(value) ? undefined : t('checkout.errors.phone.invalid');
  }

  function blur(field: Field, raw: string) {
    const value = field === 'password' ? raw : raw.trim();
    fields.checkOnBlur(field, value, problem(field, value));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = new FormData(event.currentTarget);
    const value = (name: Field) => {
      const raw = String(form.get(name) ?? '');
      return name === 'password' ? raw : raw.trim();
    };
    setServerError(null);
    if (fields.checkAll((field) => problem(field, value(field)))) return;
    const email = value('email');
    const registration = {
      firstName: value('firstName'),
      lastName: value('lastName'),
      email,
      phone: value('phone'),
    };
    setSubmitting(true);
    try {
      const outcome = await requestRegistration(api, {
        email: registration.email,
        password: value('password'),
        first_name: registration.firstName,
        last_name: registration.lastName,
        phone: registration.phone,
      });
      if (!outcome.ok) {
        setServerError(registrationFailure(t, outcome.reason, email));
        return;
      }
      session.signIn(outcome.record, 'sign-up');
      onSuccess(outcome.record.user, registration);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      className="login-form"
      noValidate
      onSubmit={submit}
      aria-busy={submitting}
      aria-label={t('checkout.register.form')}
    >
      {serverError ? <Alert kind={serverError.kind}>{serverError.text}</Alert> : null}
      <TextField
        {...fields.field('firstName')}
        label={t('checkout.fields.firstName')}
        name="firstName"
        autoComplete="given-name"
        defaultValue={initial.firstName}
        required
        onBlur={(event) => blur('firstName', event.target.value)}
      />
      <TextField
        {...fields.field('lastName')}
        label={t('checkout.fields.lastName')}
        name="lastName"
        autoComplete="family-name"
        defaultValue={initial.lastName}
        required
        onBlur={(event) => blur('lastName', event.target.value)}
      />
      <TextField
        {...fields.field('email')}
        label={t('checkout.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={initial.email}
        required
        onBlur={(event) => blur('email', event.target.value)}
      />
      <TextField
        {...fields.field('phone')}
        label={t('checkout.fields.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={initial.phone}
        required
        onBlur={(event) => blur('phone', event.target.value)}
      />
      <TextField
        {...fields.field('password')}
        label={t('checkout.register.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={t('register.passwordHint')}
        onBlur={(event) => blur('password', event.target.value)}
      />
      <Button type="submit" disabled={submitting}>
        {t('checkout.register.submit')}
      </Button>
      <span className="ui-visually-hidden" role="status">
        {submitting ? t('register.submitting') : ''}
      </span>
    </form>
  );
}
