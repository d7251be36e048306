import type { StaffSession } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { PasswordFields } from '../../layout/password-fields';
import { usePasswordChange } from '../../layout/use-password-change';
import { SignInFrame } from './sign-in-frame';

/**
 * A one-time password (an invitation, `admin:create-owner`) must be replaced before anything else:
 * the server refuses every other operation (403 `password_change_required`) until it is.
 */
export function ChangePasswordScreen({ session }: { session: StaffSession }) {
  const { t } = useTranslation();
  const form = usePasswordChange({ session, sameText: t('password.errors.same') });

  return (
    <SignInFrame>
      <PageHeading title={t('password.title')} lead={t('password.lead')} />
      <p className="admin-sign-in__note">{t('account.signedInAs', { email: session.user.email })}</p>
      <div ref={form.message} tabIndex={-1}>
        {form.failureText ? <Alert kind="error">{form.failureText}</Alert> : null}
      </div>
      <form className="admin-sign-in__form" noValidate onSubmit={form.submit}>
        <PasswordFields field={form.field} />
        <Button type="submit" disabled={form.isPending}>
          {form.isPending ? t('password.busy') : t('password.submit')}
        </Button>
      </form>
    </SignInFrame>
  );
}
