import type { Language } from '@atelier/commerce/paths';
import { NavList } from '@atelier/ui/nav-list';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CountryConfig } from '../app-config';
import { countryName } from '../country-name';
import type { NotFoundData } from './route-error-kind';

export interface NotFoundContentProps extends NotFoundData {
  /** Every country we sell in, each linked as a way on. */
  countries: readonly CountryConfig[];
  /** The page's language, for the countries' names. */
  language: Language;
  /** Where a country's link goes (the store's home or the business area's). */
  countryHref: (country: CountryConfig) => string;
  /** The area's document-title hook. */
  useDocumentTitle: (title: string) => void;
}

/**
 * A helpful not-found page: what was wrong with the address, and a way on — the home page of every
 * country, named in the page's language.
 */
export function NotFoundContent({
  reason,
  segment,
  countries,
  language,
  countryHref,
  useDocumentTitle,
}: NotFoundContentProps) {
  const { t } = useTranslation();
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
        {countries.map((country) => (
          <Link key={country.code} to={countryHref(country)}>
            {countryName(country, language)}
          </Link>
        ))}
      </NavList>
    </>
  );
}
