import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { LoginForm } from '../../components/login-form/login-form';
import { safeReturnTo } from './return-to';

/** `/{cc}/{lang?}/login`: after logging in, back to `returnTo` or the home page. */
export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const navigate = useNavigate();
  const title = t('login.title');
  useDocumentTitle(title);
  return (
    <>
      <PageHeading title={title} lead={t('login.lead')} />
      <LoginForm onSuccess={() => navigate(safeReturnTo(search, pathIn(locale)))} />
      <p>
        <Link to={pathIn(locale, 'password-reset')}>{t('login.forgot')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to={pathIn(locale, 'register')}>{t('login.register')}</Link>
      </p>
    </>
  );
}
