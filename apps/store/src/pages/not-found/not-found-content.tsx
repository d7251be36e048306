import { NavList } from '@atelier/ui/nav-list';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { localePath } from '../../app/locale/route-locale';
import { useServices } from '../../app/services/services-context';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { countryName } from '@atelier/app-shell/country-name';

export type NotFoundReason = 'country' | 'language' | 'page';

/**
 * A helpful not-found page: what was wrong with the address, and a way on — the home page of every
 * country we sell in, named in the page's language.
 */
export function NotFoundContent({ reason, segment }: { reason: NotFoundReason; segment?: string }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const locale = useLocale();
  const title = t('notFound.title');
  useDocumentTitle(title);
  const explanation =
    reason === 'page' || !segment ? t('notFound.page') : t(`notFound.${reason}`, { segment });
  return (
    <>
      <PageHeading title={title} lead={explanation} />
      <p>{t('notFound.chooseCountry')}</p>
      <NavList label={t('notFound.countriesNav')} orientation="vertical">
        {config.countries.map((country) => (
          <Link
            key={country.code}
            to={localePath({
              country: country.code,
              language: country.defaultLanguage,
              defaultLanguage: country.defaultLanguage,
            })}
          >
            {countryName(country, locale.language)}
          </Link>
        ))}
      </NavList>
    </>
  );
}

/** The `*` route inside a valid locale: an address that matches no page. */
export function NotFoundPage() {
  return <NotFoundContent reason="page" />;
}
