import type { StaffSignInRequest } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { TextField } from '@atelier/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { safeNext, sessionKey, useSessionQuery } from '../../app/session';
import { Loading } from '../../layout/states';
import { totpDigits, TotpCodeField } from '../../layout/totp-code-field';
import { SignInFrame } from './sign-in-frame';

type Step = 'credentials' | 'totp';

/**
 * Staff sign-in: e-mail and password, then the authenticator's code when the account has one (the
 * server answers 401 `totp_required`). The session is the server's HttpOnly cookie; this screen only
 * keeps the answer's member and CSRF token in the query cache. Afterwards the screen the person
 * was sent from (`?next=`), else home.
 */
export function SignInScreen() {
  const { t } = useTranslation();
  const { api, queryClient } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const session = useSessionQuery();
  const [step, setStep] = useState<Step>('credentials');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string; code?: string }>({});
  const codeField = useRef<HTMLInputElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLDivElement>(null);

  const signIn = useMutation({
    mutationFn: (body: StaffSignInRequest) => api.signIn(body),
    onSuccess: (answer) => {
      queryClient.setQueryData(sessionKey, answer);
      void navigate(next, { replace: true });
    },
    onError: (error) => {
      if (isAdminError(error, 'totp_required')) {
        if (step === 'totp') {
          setFieldErrors({ code: t('signIn.totp.wrong') });
          codeField.current?.focus();
        } else setStep('totp');
      } else message.current?.focus();
    },
  });

  useEffect(() => {
    if (step === 'totp') codeField.current?.focus();
  }, [step]);

  if (session.isPending) return <Loading />;
  // Already signed in (a reload of /sign-in, or a CSRF refresh): straight on.
  if (session.data && !signIn.isPending) return <Navigate to={next} replace />;

  const submitCredentials = (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      email: email.trim() ? undefined : t('signIn.errors.emailMissing'),
      password: password ? undefined : t('signIn.errors.passwordMissing'),
    };
    setFieldErrors(errors);
    if (errors.email) return emailField.current?.focus();
    if (errors.password) return passwordField.current?.focus();
    signIn.mutate({ email: email.trim(), password });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const digits = totpDigits(code);
    if (!digits) {
      setFieldErrors({ code: t('signIn.totp.missing') });
      return codeField.current?.focus();
    }
    setFieldErrors({});
    signIn.mutate({ email: email.trim(), password, totp_code: digits });
  };
  const restart = () => {
    setStep('credentials');
    setCode('');
    setPassword('');
    setFieldErrors({});
    signIn.reset();
  };

  const failure = signIn.error && !isAdminError(signIn.error, 'totp_required') ? signIn.error : null;
  const failureText = !failure
    ? null
    : isAdminError(failure, 'signed_out', 'invalid')
      ? t('signIn.errors.credentials')
      : isAdminError(failure, 'rate_limited')
        ? t('signIn.errors.throttled')
        : isAdminError(failure, 'offline')
          ? t('signIn.errors.offline')
          : t('signIn.errors.failed');
  const cameBack = params.has('next') && step === 'credentials' && !failure;

  return (
    <SignInFrame>
      {step === 'credentials' ? (
        <>
          <PageHeading title={t('signIn.title')} lead={t('signIn.lead')} />
          {cameBack ? <Alert kind="info">{t('signIn.again')}</Alert> : null}
          <div ref={message} tabIndex={-1}>
            {failureText ? <Alert kind="error">{failureText}</Alert> : null}
          </div>
          <form className="admin-sign-in__form" noValidate onSubmit={submitCredentials}>
            <TextField
              ref={emailField}
              label={t('signIn.email')}
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={fieldErrors.email}
            />
            <TextField
              ref={passwordField}
              label={t('signIn.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldErrors.password}
            />
            <Button type="submit" disabled={signIn.isPending}>
              {signIn.isPending ? t('signIn.busy') : t('signIn.submit')}
            </Button>
          </form>
        </>
      ) : (
        <>
          <PageHeading title={t('signIn.totp.title')} lead={t('signIn.totp.lead')} />
          <div ref={message} tabIndex={-1}>
            {failureText ? <Alert kind="error">{failureText}</Alert> : null}
          </div>
          <form className="admin-sign-in__form" noValidate onSubmit={submitCode}>
            <TotpCodeField
              ref={codeField}
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={fieldErrors.code}
            />
            <Button type="submit" disabled={signIn.isPending}>
              {signIn.isPending ? t('signIn.busy') : t('signIn.totp.submit')}
            </Button>
            <Button variant="link" onClick={restart}>
              {t('signIn.totp.back')}
            </Button>
          </form>
        </>
      )}
    </SignInFrame>
  );
}
