import type { PasswordChangeRequest, StaffSession } from '@atelier/api/schema';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../app/admin-api';
import { useServices } from '../app/services';
import { sessionKey } from '../app/session-key';
import { useFieldErrors } from './use-field-errors';

/** The contract's minimum (PasswordChangeRequest.new_password). */
const MIN_LENGTH = 8;

export type PasswordField = 'current' | 'next' | 'confirm';
const FIELDS: readonly PasswordField[] = ['current', 'next', 'confirm'];
const EMPTY: Record<PasswordField, string> = { current: '', next: '', confirm: '' };

/** What `<PasswordFields>` gives each of its text fields. */
export interface PasswordFieldProps {
  ref: RefObject<HTMLInputElement | null>;
  type: 'password';
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
}

/**
 * Changing one's own password, forced (a one-time password) or by choice (the account screen): the
 * three fields checked here first (focus on the first wrong one), then the server's reasons per
 * field (`incorrect`, `unchanged`, a guessable one), and one message for the rest (throttled or
 * failed). `sameText` says why a new password equal to the current one is refused, in the words
 * of the screen (the one-time password "you were given", or "your current one").
 */
export function usePasswordChange({
  session,
  sameText,
  onSaved,
}: {
  session: StaffSession;
  sameText: string;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const { api, queryClient } = useServices();
  const [values, setValues] = useState(EMPTY);
  const { errors, refs, show } = useFieldErrors(FIELDS);
  /** Where the success or failure message is drawn: focused so a screen reader says it. */
  const message = useRef<HTMLDivElement>(null);

  const change = useMutation({
    mutationFn: (body: PasswordChangeRequest) => api.changePassword(body),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKey, { ...session, user });
      setValues(EMPTY);
      onSaved?.();
    },
    onError: (error) => {
      if (isAdminError(error, 'invalid')) {
        const found: Partial<Record<PasswordField, string>> = {};
        if (error.fields['current_password']) found.current = t('password.errors.currentWrong');
        // The server's reasons: `unchanged` (the one given, again) or a guessable one (`too_common`, ...).
        const reason = error.fields['new_password'];
        if (reason) found.next = reason === 'unchanged' ? sameText : t('password.errors.weak');
        if (show(found)) return;
      }
      message.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<PasswordField, string>> = {};
    if (!values.current) found.current = t('password.errors.currentMissing');
    if (!values.next) found.next = t('password.errors.nextMissing');
    else if (values.next.length < MIN_LENGTH) found.next = t('password.errors.short');
    else if (values.next === values.current) found.next = sameText;
    if (values.next && values.confirm !== values.next) found.confirm = t('password.errors.mismatch');
    if (show(found)) return;
    change.mutate({ current_password: values.current, new_password: values.next });
  };
  const field = (name: PasswordField): PasswordFieldProps => ({
    ref: refs[name],
    type: 'password',
    value: values[name],
    onChange: (event) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      // Typing again hides "saved" from the change before.
      if (change.isSuccess) change.reset();
    },
    error: errors[name],
  });
  const fieldFailure = isAdminError(change.error, 'invalid') && (errors.current || errors.next);
  const failureText =
    !change.error || fieldFailure
      ? null
      : isAdminError(change.error, 'rate_limited')
        ? t('signIn.errors.throttled')
        : t('password.errors.failed');

  return {
    field,
    submit,
    message,
    failureText,
    isPending: change.isPending,
    isSuccess: change.isSuccess,
  };
}
