import type { ApiFailure } from '@atelier/api/client';

export interface PasswordFields {
  current: string;
  next: string;
  confirm: string;
}

/** The contract's bounds of `new_password`. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

type ErrorName =
  | 'currentRequired'
  | 'currentIncorrect'
  | 'newRequired'
  | 'newTooShort'
  | 'newTooLong'
  | 'newTooCommon'
  | 'newSame'
  | 'confirmRequired'
  | 'confirmMismatch'
  | 'tooMany'
  | 'offline'
  | 'generic';
type MessageKey = `account.password.errors.${ErrorName}`;

/** Per-field message keys for what can be told before asking the server. */
export function validatePasswordChange(
  fields: PasswordFields,
): Partial<Record<keyof PasswordFields, MessageKey>> {
  const found: Partial<Record<keyof PasswordFields, MessageKey>> = {};
  if (fields.current === '') found.current = 'account.password.errors.currentRequired';
  if (fields.next === '') found.next = 'account.password.errors.newRequired';
  else if (fields.next.length < PASSWORD_MIN) found.next = 'account.password.errors.newTooShort';
  else if (fields.next.length > PASSWORD_MAX) found.next = 'account.password.errors.newTooLong';
  else if (fields.current !== '' && fields.next === fields.current)
    found.next = 'account.password.errors.newSame';
  if (fields.confirm === '') found.confirm = 'account.password.errors.confirmRequired';
  else if (fields.next !== '' && fields.confirm !== fields.next)
    found.confirm = 'account.password.errors.confirmMismatch';
  return found;
}

/**
 * What a refusal means for the form: the server names `current_password` (reason `incorrect`)
 * when it is wrong, `new_password` when the new one breaks the rules; the rest is about the form.
 */
export function passwordChangeFailure(failure: ApiFailure | null): {
  field?: keyof PasswordFields;
  key: MessageKey;
} {
  if (!failure) return { key: 'account.password.errors.generic' };
  if (failure.kind === 'offline') return { key: 'account.password.errors.offline' };
  if (failure.status === 429) return { key: 'account.password.errors.tooMany' };
  if (failure.status === 400) {
    const fields = (failure.errors ?? []).map((error) => error.field.replace(/^body\./, ''));
    if (fields.includes('current_password'))
      return { field: 'current', key: 'account.password.errors.currentIncorrect' };
    if (fields.includes('new_password')) {
      const common = failure.errors?.some((error) => error.reason === 'too_common');
      return {
        field: 'next',
        key: common ? 'account.password.errors.newTooCommon' : 'account.password.errors.newTooShort',
      };
    }
  }
  return { key: 'account.password.errors.generic' };
}
