import type { PasswordChangeRequest, StaffSession } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { TextField } from '@atelier/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { sessionKey } from '../../app/session-key';
import { SignInFrame } from './sign-in-frame';

/** The contract's minimum (PasswordChangeRequest.new_password). */
const MIN_LENGTH = 8;

type Field = 'current' | 'next' | 'confirm';

/**
 * A one-time password (an invitation, `admin:create-owner`) must be replaced before anything else:
 * the server refuses every other operation (403 `password_change_required`) until it is.
 */
export function ChangePasswordScreen({ session }: { session: StaffSession }) {
  const { t } = useTranslation();
  const { api, queryClient } = useServices();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const message = useRef<HTMLDivElement>(null);

  const change = useMutation({
    mutationFn: (body: PasswordChangeRequest) => api.changePassword(body),
    onSuccess: (user) => queryClient.setQueryData(sessionKey, { ...session, user }),
    onError: (error) => {
      if (isAdminError(error, 'invalid')) {
        const found: Partial<Record<Field, string>> = {};
        if (error.fields['current_password']) found.current = t('password.errors.currentWrong');
        // The server's reasons: `unchanged` (the one given, again) or a guessable one (`too_common`, ...).
        const reason = error.fields['new_password'];
        if (reason)
          found.next = reason === 'unchanged' ? t('password.errors.same') : t('password.errors.weak');
        if (found.current || found.next) {
          setErrors(found);
          refs[found.current ? 'current' : 'next'].current?.focus();
          return;
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
    else if (values.next === values.current) found.next = t('password.errors.same');
    if (values.next && values.confirm !== values.next) found.confirm = t('password.errors.mismatch');
    setErrors(found);
    const first = (['current', 'next', 'confirm'] as const).find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    change.mutate({ current_password: values.current, new_password: values.next });
  };
  const field = (name: Field) => ({
    ref: refs[name],
    type: 'password',
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    error: errors[name],
  });
  const failed = change.error && !(isAdminError(change.error, 'invalid') && (errors.current || errors.next));

  return (
    <SignInFrame>
      <PageHeading title={t('password.title')} lead={t('password.lead')} />
      <p className="admin-sign-in__note">{t('account.signedInAs', { email: session.user.email })}</p>
      <div ref={message} tabIndex={-1}>
        {failed ? (
          <Alert kind="error">
            {isAdminError(change.error, 'rate_limited')
              ? t('signIn.errors.throttled')
              : t('password.errors.failed')}
          </Alert>
        ) : null}
      </div>
      <form className="admin-sign-in__form" noValidate onSubmit={submit}>
        <TextField label={t('password.current')} autoComplete="current-password" {...field('current')} />
        <TextField
          label={t('password.next')}
          hint={t('password.nextHint')}
          autoComplete="new-password"
          {...field('next')}
        />
        <TextField label={t('password.confirm')} autoComplete="new-password" {...field('confirm')} />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('password.busy') : t('password.submit')}
        </Button>
      </form>
    </SignInFrame>
  );
}
