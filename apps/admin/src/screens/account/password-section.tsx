import type { PasswordChangeRequest } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { TextField } from '@atelier/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { sessionKey, useSignedIn } from '../../app/session';

/** The contract's minimum (PasswordChangeRequest.new_password), as on the forced change. */
const MIN_LENGTH = 8;

type Field = 'current' | 'next' | 'confirm';
const FIELDS: readonly Field[] = ['current', 'next', 'confirm'];
const EMPTY: Record<Field, string> = { current: '', next: '', confirm: '' };

/**
 * Changing one's own password: the rules and texts of the forced change (`password.*`), checked here
 * first, then the server's answer per field. The server signs the member's other sessions out.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const session = useSignedIn();
  const { api, queryClient } = useServices();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const message = useRef<HTMLDivElement>(null);

  const change = useMutation({
    mutationFn: (body: PasswordChangeRequest) => api.changePassword(body),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKey, { ...session, user });
      setValues(EMPTY);
      message.current?.focus();
    },
    onError: (error) => {
      if (isAdminError(error, 'invalid')) {
        const found: Partial<Record<Field, string>> = {};
        if (error.fields['current_password']) found.current = t('password.errors.currentWrong');
        const reason = error.fields['new_password'];
        if (reason)
          found.next = reason === 'unchanged' ? t('account.changePassword.same') : t('password.errors.weak');
        const first = FIELDS.find((field) => found[field]);
        if (first) {
          setErrors(found);
          return refs[first].current?.focus();
        }
      }
      message.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.current) found.current = t('password.errors.currentMissing');
    if (!values.next) found.next = t('password.errors.nextMissing');
    else if (values.next.length < MIN_LENGTH) found.next = t('password.errors.short');
    else if (values.next === values.current) found.next = t('account.changePassword.same');
    if (values.next && values.confirm !== values.next) found.confirm = t('password.errors.mismatch');
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    change.mutate({ current_password: values.current, new_password: values.next });
  };
  const field = (name: Field) => ({
    ref: refs[name],
    type: 'password',
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      if (change.isSuccess) change.reset();
    },
    error: errors[name],
  });
  const fieldFailure = isAdminError(change.error, 'invalid') && (errors.current || errors.next);
  const failed = change.error && !fieldFailure;

  return (
    <section className="admin-account-screen__card" aria-labelledby="account-password">
      <h2 id="account-password">{t('account.changePassword.title')}</h2>
      <p className="admin-account-screen__lead">{t('account.changePassword.lead')}</p>
      <div ref={message} tabIndex={-1} className="admin-account-screen__message">
        {change.isSuccess ? <Alert kind="success">{t('account.changePassword.saved')}</Alert> : null}
        {failed ? (
          <Alert kind="error">
            {isAdminError(change.error, 'rate_limited')
              ? t('signIn.errors.throttled')
              : t('password.errors.failed')}
          </Alert>
        ) : null}
      </div>
      <form className="admin-account-screen__form" noValidate onSubmit={submit}>
        <TextField label={t('password.current')} autoComplete="current-password" {...field('current')} />
        <TextField
          label={t('password.next')}
          hint={t('password.nextHint')}
          autoComplete="new-password"
          {...field('next')}
        />
        <TextField label={t('password.confirm')} autoComplete="new-password" {...field('confirm')} />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('password.busy') : t('password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
