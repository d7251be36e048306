import type { StaffMember, TotpSetup } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError, unwrap } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { sessionKey, useSignedIn } from '../../app/session';
import { totpDigits, TotpCodeField } from '../../layout/totp-code-field';
import { QrCode } from './qr-code';
import { TurnOffForm } from './turn-off-form';

/** The base32 key in groups of four, as authenticator apps show and people type it. */
export const keyGroups = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [];

/**
 * The second step of signing in: off → start a setup (the server's new secret as a QR code and as
 * a key to type) → a code from the app turns it on. On, it says so; the member turns it off with
 * their password and a code, and a lost phone is the owner's reset.
 */
export function TwoStepSection() {
  const { t } = useTranslation();
  const session = useSignedIn();
  const { api, queryClient } = useServices();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [justTurnedOn, setJustTurnedOn] = useState(false);
  const [justTurnedOff, setJustTurnedOff] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { user } = session;

  const begin = useMutation({
    mutationFn: async (): Promise<TotpSetup> => unwrap(await api.client.POST('/api/admin/totp/')),
    onSuccess: () => {
      setJustTurnedOff(false);
      setCode('');
      setCodeError(undefined);
    },
    // Already on (turned on elsewhere meanwhile): read the session again to show it.
    onError: (error) => {
      if (isAdminError(error, 'conflict')) void queryClient.invalidateQueries({ queryKey: sessionKey });
      message.current?.focus();
    },
  });
  const confirm = useMutation({
    mutationFn: async (body: { code: string }): Promise<StaffMember> =>
      unwrap(await api.client.POST('/api/admin/totp/confirm/', { body })),
    onSuccess: (updated) => {
      setJustTurnedOn(true);
      begin.reset();
      queryClient.setQueryData(sessionKey, { ...session, user: updated });
    },
    onError: (error) => {
      if (isAdminError(error, 'invalid')) {
        setCodeError(t('account.twoStep.wrong'));
        return codeField.current?.focus();
      }
      // No setup waiting any more (turned on elsewhere, or reset): back to the start.
      if (isAdminError(error, 'conflict')) {
        begin.reset();
        void queryClient.invalidateQueries({ queryKey: sessionKey });
      }
      message.current?.focus();
    },
  });
  const setup = begin.data;

  useEffect(() => {
    if (setup) codeField.current?.focus();
  }, [setup]);
  useEffect(() => {
    // The form that had focus is gone: the section's heading takes it, its new state is announced.
    if (justTurnedOn || justTurnedOff) heading.current?.focus();
  }, [justTurnedOn, justTurnedOff]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = totpDigits(code);
    if (!digits) {
      setCodeError(t('signIn.totp.missing'));
      return codeField.current?.focus();
    }
    setCodeError(undefined);
    confirm.mutate({ code: digits });
  };

  const failure =
    begin.error ?? (confirm.error && !isAdminError(confirm.error, 'invalid') ? confirm.error : null);
  const failureText = !failure
    ? null
    : isAdminError(failure, 'rate_limited')
      ? t('signIn.errors.throttled')
      : isAdminError(failure, 'conflict')
        ? t('account.twoStep.expired')
        : t('account.twoStep.failed');

  return (
    <section className="admin-account-screen__card" aria-labelledby="account-two-step">
      <h2 id="account-two-step" ref={heading} tabIndex={-1}>
        {t('account.twoStep.title')}
      </h2>
      <div ref={message} tabIndex={-1} className="admin-account-screen__message">
        {failureText ? <Alert kind="error">{failureText}</Alert> : null}
      </div>
      {user.totp_enabled ? (
        <>
          <Alert kind="success" title={t('account.twoStep.on')} live={justTurnedOn ? 'status' : 'none'}>
            {t('account.twoStep.onText')}
          </Alert>
          <p>{t('account.twoStep.lostPhone')}</p>
          <TurnOffForm
            onTurnedOff={(updated) => {
              setJustTurnedOn(false);
              setJustTurnedOff(true);
              queryClient.setQueryData(sessionKey, { ...session, user: updated });
            }}
          />
        </>
      ) : setup ? (
        <div className="admin-account-screen__setup">
          <div className="admin-account-screen__scan">
            <h3>{t('account.twoStep.scanTitle')}</h3>
            <p>{t('account.twoStep.scanText')}</p>
            <QrCode
              className="admin-account-screen__qr"
              value={setup.otpauth_uri}
              label={t('account.twoStep.qrLabel')}
            />
            <p id="account-two-step-key">{t('account.twoStep.manual')}</p>
            {/* A key is Latin letters and digits, left to right in every language. */}
            <p className="admin-account-screen__key" dir="ltr" aria-describedby="account-two-step-key">
              {keyGroups(setup.secret).map((group, index) => (
                <span key={index}>{group}</span>
              ))}
            </p>
          </div>
          <form className="admin-account-screen__form" noValidate onSubmit={submit}>
            <h3>{t('account.twoStep.codeTitle')}</h3>
            <TotpCodeField
              ref={codeField}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={codeError}
            />
            <div className="admin-account-screen__actions">
              <Button type="submit" disabled={confirm.isPending}>
                {confirm.isPending ? t('account.twoStep.confirming') : t('account.twoStep.confirm')}
              </Button>
              <Button variant="secondary" onClick={() => begin.reset()}>
                {t('account.twoStep.cancel')}
              </Button>
            </div>
          </form>
        </div>
      ) : (
        <>
          {justTurnedOff ? (
            <Alert kind="info" live="status">
              {t('account.twoStep.turnedOff')}
            </Alert>
          ) : null}
          <p>{t('account.twoStep.offText')}</p>
          <p className="admin-account-screen__state">{t('account.twoStep.off')}</p>
          <div>
            <Button onClick={() => begin.mutate()} disabled={begin.isPending}>
              {begin.isPending ? t('account.twoStep.starting') : t('account.twoStep.start')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
