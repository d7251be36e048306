import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../app/session';
import { PasswordSection } from './password-section';
import { TwoStepSection } from './two-step-section';
// .admin-screen (one column, the gap between cards) lives with the lists' styles.
import '../../layout/data-table.css';
import './account.css';

/** "Your account": any signed-in member's own details, password and two-step sign-in. */
export default function AccountScreen() {
  const { t } = useTranslation();
  const { user } = useSignedIn();
  return (
    <div className="admin-screen">
      <PageHeading title={t('account.page.title')} lead={t('account.page.lead')} />
      <section className="admin-account-screen__card" aria-labelledby="account-details">
        <h2 id="account-details">{t('account.page.details')}</h2>
        <dl className="admin-account-screen__details">
          <div>
            <dt>{t('account.page.name')}</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>{t('account.page.email')}</dt>
            <dd>
              <bdi dir="ltr">{user.email}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('account.page.role')}</dt>
            <dd>{t(`account.roles.${user.role}`)}</dd>
          </div>
        </dl>
        <p className="admin-account-screen__lead">{t('account.page.detailsNote')}</p>
      </section>
      <PasswordSection />
      <TwoStepSection />
    </div>
  );
}
