import { isEmail } from '@atelier/commerce/validation';
import type { TFunction } from 'i18next';
import type { AuthFailure } from '../session/auth';

/** The contract's minimum (RegisterRequest.password minLength). */
export const MIN_PASSWORD_LENGTH = 8;

/** The fields both registration forms ask (the checkout's adds the phone). */
export type RegistrationField = 'firstName' | 'lastName' | 'email' | 'password';

/**
 * What is wrong with one registration field (value trimmed, the password as typed), or undefined.
 * The account's and the checkout's forms check alike.
 */
export function registrationProblem(
  t: TFunction,
  field: RegistrationField,
  value: string,
): string | undefined {
  switch (field) {
    case 'firstName':
      return value ? undefined : t('register.errors.firstNameRequired');
    case 'lastName':
      return value ? undefined : t('register.errors.lastNameRequired');
    case 'email':
      if (!value) return t('register.errors.emailRequired');
      return isEmail(value) ? undefined : t('register.errors.emailInvalid');
    case 'password':
      return value.length >= MIN_PASSWORD_LENGTH ? undefined : t('register.errors.passwordTooShort');
  }
}

/** The form-level message for a registration that did not end logged in (`email` interpolated). */
export const REGISTRATION_FAILURE_KEYS = {
  credentials: 'register.errors.generic',
  'check-email': 'register.checkEmail',
  'too-many': 'register.errors.tooMany',
  offline: 'register.errors.offline',
  invalid: 'register.errors.generic',
  'weak-password': 'register.errors.passwordTooCommon',
  generic: 'register.errors.generic',
} as const satisfies Record<AuthFailure, string>;

export interface RegistrationFailure {
  /** `info` when the registration was received but did not log in (see `check-email`). */
  kind: 'info' | 'error';
  text: string;
}

/** What the form shows for a registration that did not end logged in. */
export function registrationFailure(t: TFunction, reason: AuthFailure, email: string): RegistrationFailure {
  return {
    kind: reason === 'check-email' ? 'info' : 'error',
    text: t(REGISTRATION_FAILURE_KEYS[reason], { email }),
  };
}
