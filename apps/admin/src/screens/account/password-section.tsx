import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../app/session';
import { PasswordFields } from '../../layout/password-fields';
import { usePasswordChange } from '../../layout/use-password-change';

/**
 * Changing one's own password: the rules and texts of the forced change (`password.*`), checked here
 * first, then the server's answer per field. The server signs the member's other sessions out.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const form = usePasswordChange({
    session: useSignedIn(),
    sameText: t('account.changePassword.same'),
    onSaved: () => form.message.current?.focus(),
  });

  return (
    <section className="admin-account-screen__card" aria-labelledby="account-password">
      <h2 id="account-password">{t('account.changePassword.title')}</h2>
      <p className="admin-account-screen__lead">{t('account.changePassword.lead')}</p>
      <div ref={form.message} tabIndex={-1} className="admin-account-screen__message">
        {form.isSuccess ? <Alert kind="success">{t('account.changePassword.saved')}</Alert> : null}
        {form.failureText ? <Alert kind="error">{form.failureText}</Alert> : null}
      </div>
      <form className="admin-account-screen__form" noValidate onSubmit={form.submit}>
        <PasswordFields field={form.field} />
        <div>
          <Button type="submit" disabled={form.isPending}>
            {form.isPending ? t('password.busy') : t('password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
