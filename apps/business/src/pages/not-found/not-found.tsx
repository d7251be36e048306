import { NavList } from '@atelier/ui/nav-list';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { businessPath, localeFor } from '../../app/locale';
import { useLocale } from '../../app/locale-context';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { countryName } from '@atelier/app-shell/country-name';

export type NotFoundReason = 'country' | 'language' | 'page';

/** What was wrong with the address, and the business home of every country as a way on. */
export function NotFoundContent({ reason, segment }: { reason: NotFoundReason; segment?: string }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const locale = useLocale();
  const title = t('notFound.title');
  useDocumentTitle(title);
  return (
    <>
      <PageHeading
        title={title}
        lead={reason === 'page' || !segment ? t('notFound.page') : t(`notFound.${reason}`, { segment })}
      />
      <p>{t('notFound.chooseCountry')}</p>
      <NavList label={t('notFound.countriesNav')} orientation="vertical">
        {config.countries.map((country) => (
          <Link key={country.code} to={businessPath(localeFor(country, null))}>
            {countryName(country, locale.language)}
          </Link>
        ))}
      </NavList>
    </>
  );
}

export function NotFoundPage() {
  return <NotFoundContent reason="page" />;
}
