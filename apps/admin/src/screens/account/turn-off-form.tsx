import type { StaffMember, TotpDisableRequest } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { TextField } from '@atelier/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError, unwrap } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { totpDigits, TotpCodeField } from '../../layout/totp-code-field';
import { useFieldErrors } from '../../layout/use-field-errors';

type Field = 'password' | 'code';
const FIELDS: readonly Field[] = ['password', 'code'];

/**
 * Turning one's own two-step sign-in off, for a member who still has the app: the password and a
 * current code (the server checks both, so a session left open is not enough).
 */
export function TurnOffForm({ onTurnedOff }: { onTurnedOff: (member: StaffMember) => void }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', code: '' });
  const { errors, refs, show } = useFieldErrors(FIELDS);
  const message = useRef<HTMLDivElement>(null);

  const turnOff = useMutation({
    mutationFn: async (body: TotpDisableRequest): Promise<StaffMember> =>
      unwrap(await api.client.POST('/api/admin/totp/disable/', { body })),
    onSuccess: onTurnedOff,
    onError: (error) => {
      if (isAdminError(error, 'invalid')) {
        const found: Partial<Record<Field, string>> = {};
        if (error.fields['current_password']) found.password = t('password.errors.currentWrong');
        if (error.fields['code']) found.code = t('account.twoStep.wrong');
        if (show(found)) return;
      }
      message.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = totpDigits(values.code);
    const found: Partial<Record<Field, string>> = {};
    if (!values.password) found.password = t('password.errors.currentMissing');
    if (!code) found.code = t('signIn.totp.missing');
    if (show(found) || code === null) return;
    turnOff.mutate({ current_password: values.password, code });
  };
  const change = (name: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  const fieldFailure = isAdminError(turnOff.error, 'invalid') && (errors.password || errors.code);
  const failure = turnOff.error && !fieldFailure ? turnOff.error : null;

  return (
    <form
      className="admin-account-screen__form"
      noValidate
      onSubmit={submit}
      aria-labelledby="account-turn-off"
    >
      <h3 id="account-turn-off">{t('account.twoStep.offTitle')}</h3>
      <p className="admin-account-screen__lead">{t('account.twoStep.offLead')}</p>
      <div ref={message} tabIndex={-1} className="admin-account-screen__message">
        {failure ? (
          <Alert kind="error">
            {isAdminError(failure, 'rate_limited')
              ? t('signIn.errors.throttled')
              : t('account.twoStep.failed')}
          </Alert>
        ) : null}
      </div>
      <TextField
        ref={refs.password}
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <TotpCodeField ref={refs.code} value={values.code} onChange={change('code')} error={errors.code} />
      <div>
        <Button type="submit" variant="secondary" disabled={turnOff.isPending}>
          {turnOff.isPending ? t('account.twoStep.turningOff') : t('account.twoStep.offButton')}
        </Button>
      </div>
    </form>
  );
}
