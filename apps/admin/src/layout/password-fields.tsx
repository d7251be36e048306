import { TextField } from '@atelier/ui/text-field';
import { useTranslation } from 'react-i18next';
import type { PasswordField, PasswordFieldProps } from './use-password-change';

/** The current password, the new one (with the rules) and the new one again: `usePasswordChange().field`. */
export function PasswordFields({ field }: { field: (name: PasswordField) => PasswordFieldProps }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('password.current')} autoComplete="current-password" {...field('current')} />
      <TextField
        label={t('password.next')}
        hint={t('password.nextHint')}
        autoComplete="new-password"
        {...field('next')}
      />
      <TextField label={t('password.confirm')} autoComplete="new-password" {...field('confirm')} />
    </>
  );
}
