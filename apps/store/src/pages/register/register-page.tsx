import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { RegisterForm } from '../../components/register-form/register-form';
import { safeReturnTo } from '../login/return-to';

/** `/{cc}/{lang?}/register`: creates the account, logs in, then back to `returnTo` or home. */
export function RegisterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const navigate = useNavigate();
  const title = t('register.title');
  useDocumentTitle(title);
  return (
    <>
      <PageHeading title={title} lead={t('register.lead')} />
      <RegisterForm onSuccess={() => navigate(safeReturnTo(search, pathIn(locale)))} />
      <p>
        {t('register.haveAccount')} <Link to={pathIn(locale, 'login')}>{t('register.login')}</Link>
      </p>
    </>
  );
}
