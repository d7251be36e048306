import type { ApiFailure } from '@atelier/api/client';
import type { User, UserUpdateRequest } from '@atelier/api/schema';
import { isEmail, isPhone } from '@atelier/commerce/validation';

export interface ProfileFields {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  currentPassword: string;
}

type ErrorName =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'tooLong'
  | 'phoneInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailExists'
  | 'currentRequired'
  | 'currentIncorrect'
  | 'tooMany'
  | 'offline'
  | 'generic';
type MessageKey = `account.profile.form.errors.${ErrorName}`;

/** The contract's bound of a name. */
const NAME_MAX = 80;

const key = (name: ErrorName): MessageKey => `account.profile.form.errors.${name}`;

/** Whether the typed address is another one than the member's (any case is the same address). */
export function changesEmail(user: Pick<User, 'email'>, typed: string): boolean {
  return typed.trim().toLowerCase() !== user.email.toLowerCase();
}

/** Per-field message keys for what can be told before asking the server. */
export function validateProfile(
  user: Pick<User, 'email'>,
  fields: ProfileFields,
): Partial<Record<keyof ProfileFields, MessageKey>> {
  const found: Partial<Record<keyof ProfileFields, MessageKey>> = {};
  const firstName = fields.firstName.trim();
  const lastName = fields.lastName.trim();
  const email = fields.email.trim();
  if (firstName === '') found.firstName = key('firstNameRequired');
  else if (firstName.length > NAME_MAX) found.firstName = key('tooLong');
  if (lastName === '') found.lastName = key('lastNameRequired');
  else if (lastName.length > NAME_MAX) found.lastName = key('tooLong');
  if (fields.phone.trim() !== '' && !isPhone(fields.phone.trim())) found.phone = key('phoneInvalid');
  if (email === '') found.email = key('emailRequired');
  else if (!isEmail(email)) found.email = key('emailInvalid');
  else if (changesEmail(user, email) && fields.currentPassword === '')
    found.currentPassword = key('currentRequired');
  return found;
}

/** The request body: only what changed (null when nothing did), the password only for a new address. */
export function profileChanges(user: User, fields: ProfileFields): UserUpdateRequest | null {
  const body: UserUpdateRequest = {};
  const firstName = fields.firstName.trim();
  const lastName = fields.lastName.trim();
  const phone = fields.phone.trim() === '' ? null : fields.phone.trim();
  const email = fields.email.trim();
  if (firstName !== user.first_name) body.first_name = firstName;
  if (lastName !== user.last_name) body.last_name = lastName;
  if (phone !== user.phone) body.phone = phone;
  if (email !== user.email) {
    body.email = email;
    if (changesEmail(user, email)) body.current_password = fields.currentPassword;
  }
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * What a refusal means for the form: the catalogue's 409 ("The email already exists", SPEC §8) is
 * shown at the e-mail field in the page's language; a wrong or missing current password at its
 * field; a field the server names at that field; the rest on the form.
 */
export function profileFailure(failure: ApiFailure | null): { field?: keyof ProfileFields; key: MessageKey } {
  if (!failure) return { key: key('generic') };
  if (failure.kind === 'offline') return { key: key('offline') };
  if (failure.kind === 'conflict') return { field: 'email', key: key('emailExists') };
  if (failure.status === 429) return { key: key('tooMany') };
  if (failure.status === 400) {
    const problems = (failure.errors ?? []).map((error) => ({
      field: error.field.replace(/^body\./, ''),
      reason: error.reason,
    }));
    const about = (field: string) => problems.find((problem) => problem.field === field);
    const current = about('current_password');
    if (current)
      return {
        field: 'currentPassword',
        key: key(current.reason === 'required' ? 'currentRequired' : 'currentIncorrect'),
      };
    if (about('email')) return { field: 'email', key: key('emailInvalid') };
    if (about('phone')) return { field: 'phone', key: key('phoneInvalid') };
    if (about('first_name')) return { field: 'firstName', key: key('firstNameRequired') };
    if (about('last_name')) return { field: 'lastName', key: key('lastNameRequired') };
  }
  return { key: key('generic') };
}
