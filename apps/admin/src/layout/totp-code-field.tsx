import { TextField, type TextFieldProps } from '@atelier/ui/text-field';
import { useTranslation } from 'react-i18next';

/**
 * The six digits of an authenticator code as typed (spaces dropped: apps show "123 456"), or null
 * when it is not six digits (say `signIn.totp.missing`).
 */
export function totpDigits(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  return /^[0-9]{6}$/.test(digits) ? digits : null;
}

type TotpCodeFieldProps = Pick<TextFieldProps, 'ref' | 'value' | 'onChange' | 'error' | 'maxLength'>;

/**
 * The authenticator's 6-digit code (sign-in, turning two-step on or off): a numeric keyboard and
 * the browser's one-time-code autofill. Room for the space the app shows unless `maxLength` says less.
 */
export function TotpCodeField({ maxLength = 7, ...props }: TotpCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('signIn.totp.code')}
      name="totp_code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={maxLength}
      {...props}
    />
  );
}
