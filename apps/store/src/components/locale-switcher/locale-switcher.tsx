import { languageTag } from '@atelier/commerce/paths';
import { LanguageCountrySwitcher, type SwitcherCountry } from '@atelier/ui/language-country-switcher';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { switchLocalePath } from '../../app/locale/route-locale';
import { useServices } from '../../app/services/services-context';
import { countryName } from '@atelier/app-shell/country-name';

/**
 * The country/language switcher: the same page (rest of the path, query, hash) in the chosen
 * locale. The currency follows the country (the locale sets Accept-Currency and stores it).
 */
export function LocaleSwitcher() {
  const { t } = useTranslation();
  const { config } = useServices();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const countries = useMemo<SwitcherCountry[]>(
    () =>
      config.countries.map((country) => ({
        code: country.code,
        name: countryName(country, locale.language),
        defaultLanguage: country.defaultLanguage,
        languages: country.languages.map((language) => ({
          code: language,
          name: t(`languages.${language}`),
          lang: languageTag(language),
        })),
      })),
    [config.countries, locale.language, t],
  );
  return (
    <LanguageCountrySwitcher
      countries={countries}
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
  );
}
