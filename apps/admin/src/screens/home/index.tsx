import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { canUse } from '../../app/roles';
import { screens } from '../../app/screens';
import { useSignedIn } from '../../app/session';
import './home.css';

/** The first screen after sign-in: who is signed in, and the sections the role may use. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const { user } = useSignedIn();
  const sections = screens.filter((screen) => canUse(user.role, screen.section));
  return (
    <div className="admin-screen">
      <PageHeading
        title={t('home.title')}
        lead={t('home.lead', { email: user.email, role: t(`account.roles.${user.role}`) })}
      />
      <ul className="admin-home__sections">
        {sections.map((screen) => (
          <li key={screen.section}>
            <Link to={`/${screen.path}`}>{t(`nav.${screen.section}`)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
