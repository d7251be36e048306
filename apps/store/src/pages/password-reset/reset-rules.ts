import type { ApiFailure } from '@atelier/api/client';
import { isEmail } from '@atelier/commerce/validation';

/** The contract's bounds of `new_password`. */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

type RequestError = 'emailRequired' | 'emailInvalid' | 'tooMany' | 'offline' | 'generic';
type ChooseError =
  | 'newRequired'
  | 'newTooShort'
  | 'newTooLong'
  | 'newTooCommon'
  | 'confirmRequired'
  | 'confirmMismatch'
  | 'linkInvalid'
  | 'linkExpired'
  | 'tooMany'
  | 'offline'
  | 'generic';
export type RequestMessageKey = `account.passwordReset.request.errors.${RequestError}`;
export type ChooseMessageKey = `account.passwordReset.choose.errors.${ChooseError}`;

const requestKey = (name: RequestError): RequestMessageKey => `account.passwordReset.request.errors.${name}`;
const chooseKey = (name: ChooseError): ChooseMessageKey => `account.passwordReset.choose.errors.${name}`;

/** The token of the e-mail's link (`#token=…`), or null; the fragment never reaches a server. */
export function resetTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null;
}

export function validateResetEmail(email: string): RequestMessageKey | undefined {
  if (email === '') return requestKey('emailRequired');
  return isEmail(email) ? undefined : requestKey('emailInvalid');
}

export function resetRequestFailure(failure: ApiFailure | null): { field?: 'email'; key: RequestMessageKey } {
  if (failure?.kind === 'offline') return { key: requestKey('offline') };
  if (failure?.status === 429) return { key: requestKey('tooMany') };
  if (failure?.status === 400) return { field: 'email', key: requestKey('emailInvalid') };
  return { key: requestKey('generic') };
}

export interface NewPasswordFields {
  next: string;
  confirm: string;
}

export function validateNewPassword(
  fields: NewPasswordFields,
): Partial<Record<keyof NewPasswordFields, ChooseMessageKey>> {
  const found: Partial<Record<keyof NewPasswordFields, ChooseMessageKey>> = {};
  if (fields.next === '') found.next = chooseKey('newRequired');
  else if (fields.next.length < PASSWORD_MIN) found.next = chooseKey('newTooShort');
  else if (fields.next.length > PASSWORD_MAX) found.next = chooseKey('newTooLong');
  if (fields.confirm === '') found.confirm = chooseKey('confirmRequired');
  else if (fields.next !== '' && fields.confirm !== fields.next) found.confirm = chooseKey('confirmMismatch');
  return found;
}

/**
 * What a refusal of the new password means: the link (used, unknown or past its hour: ask for a new
 * one), the password (at its field), or the form.
 */
export function resetConfirmFailure(failure: ApiFailure | null): {
  field?: 'next';
  link?: true;
  key: ChooseMessageKey;
} {
  if (failure?.kind === 'offline') return { key: chooseKey('offline') };
  if (failure?.status === 429) return { key: chooseKey('tooMany') };
  if (failure?.status === 400) {
    const errors = (failure.errors ?? []).map((error) => ({
      ...error,
      field: error.field.replace(/^body\./, ''),
    }));
    const link = errors.find((error) => error.field === 'token');
    if (link)
      return { link: true, key: chooseKey(link.reason === 'expired' ? 'linkExpired' : 'linkInvalid') };
    const password = errors.find((error) => error.field === 'new_password');
    if (password)
      return {
        field: 'next',
        key: chooseKey(password.reason === 'too_common' ? 'newTooCommon' : 'newTooShort'),
      };
  }
  return { key: chooseKey('generic') };
}
