import { languageTag } from '@atelier/commerce/paths';
import { LanguageCountrySwitcher } from '@atelier/ui/language-country-switcher';
import { NavList } from '@atelier/ui/nav-list';
import { SiteHeader } from '@atelier/ui/site-header';
import { Wordmark } from '@atelier/ui/wordmark';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { businessPath, storePath, switchLocalePath } from '../../app/locale';
import { useLocale } from '../../app/locale-context';
import { useServices } from '../../app/services';
import { countryName } from '@atelier/app-shell/country-name';
import './business-header.css';

/**
 * The business area's own header: its pages, a way back to the shop, and the locale switcher.
 * Custom pages (`custom-page/{slug}`) have no list of their own: CMS content links to them.
 */
export function BusinessHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { config } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <SiteHeader
      brand={
        <Link to={businessPath(locale)} className="business-header__brand">
          <Wordmark label={t('brand')} /> <span className="business-header__area">{t('area')}</span>
        </Link>
      }
      navigation={
        <NavList label={t('header.mainNav')}>
          <NavLink to={businessPath(locale)} end>
            {t('nav.overview')}
          </NavLink>
          <NavLink to={businessPath(locale, 'success-stories')}>{t('nav.successStories')}</NavLink>
          <NavLink to={businessPath(locale, 'product')}>{t('nav.product')}</NavLink>
          <NavLink to={businessPath(locale, 'press-releases')}>{t('nav.pressReleases')}</NavLink>
          <NavLink to={businessPath(locale, 'contact')}>{t('nav.contact')}</NavLink>
        </NavList>
      }
      actions={
        <>
          {/* The shop is the other app: a full page load. */}
          <a className="business-header__shop" href={storePath(locale)}>
            {t('header.shop')}
          </a>
          <LanguageCountrySwitcher
            countries={config.countries.map((country) => ({
              code: country.code,
              name: countryName(country, locale.language),
              defaultLanguage: country.defaultLanguage,
              languages: country.languages.map((code) => ({
                code,
                name: t(`languages.${code}`),
                lang: languageTag(code),
              })),
            }))}
            country={locale.country}
            language={locale.language}
            labels={{
              form: t('switcher.form'),
              country: t('switcher.country'),
              language: t('switcher.language'),
              submit: t('switcher.submit'),
            }}
            onChange={(choice) => navigate(switchLocalePath(location, choice, config))}
          />
        </>
      }
    />
  );
}
