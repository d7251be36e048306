import { describe, expect, it } from 'vitest';
import { passwordChangeFailure, validatePasswordChange } from './password-change';

describe('password change rules', () => {
  it('asks for each field and checks length, sameness and confirmation', () => {
    expect(validatePasswordChange({ current: '', next: '', confirm: '' })).toEqual({
      current: 'account.password.errors.currentRequired',
      next: 'account.password.errors.newRequired',
      confirm: 'account.password.errors.confirmRequired',
    });
    expect(validatePasswordChange({ current: 'Old-pass1', next: 'x'.repeat(129), confirm: 'x' })).toEqual({
      next: 'account.password.errors.newTooLong',
      confirm: 'account.password.errors.confirmMismatch',
    });
    expect(
      validatePasswordChange({ current: 'Same-pass1', next: 'Same-pass1', confirm: 'Same-pass1' }),
    ).toEqual({
      next: 'account.password.errors.newSame',
    });
    expect(
      validatePasswordChange({ current: 'Old-pass1', next: 'New-pass12', confirm: 'New-pass12' }),
    ).toEqual({});
  });

  it('puts a refused current password on its field, the rest on the form', () => {
    const refused = (status: number, field?: string) => ({
      ok: false as const,
      kind: 'error' as const,
      status,
      message: 'Refused',
      ...(field ? { errors: [{ field, reason: 'incorrect' }] } : {}),
    });
    expect(passwordChangeFailure(refused(400, 'body.current_password'))).toEqual({
      field: 'current',
      key: 'account.password.errors.currentIncorrect',
    });
    expect(passwordChangeFailure(refused(400, 'new_password'))).toMatchObject({ field: 'next' });
    expect(passwordChangeFailure(refused(429))).toEqual({ key: 'account.password.errors.tooMany' });
    expect(passwordChangeFailure(refused(500))).toEqual({ key: 'account.password.errors.generic' });
    expect(
      passwordChangeFailure({ ok: false, kind: 'offline', status: 0, offline: true, message: 'Offline' }),
    ).toEqual({ key: 'account.password.errors.offline' });
  });
});
