import { countryName } from '@atelier/app-shell/country-name';
import { languageTag } from '@atelier/commerce/paths';
import { Drawer } from '@atelier/ui/drawer';
import { LanguageCountrySwitcher } from '@atelier/ui/language-country-switcher';
import { NavList } from '@atelier/ui/nav-list';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { storePath, switchLocalePath } from '../../app/locale';
import { useLocale } from '../../app/locale-context';
import { useServices } from '../../app/services';
import { businessLinks } from './business-links';

/** The area's menu: its pages, the shop, and the country/language choice (the same page elsewhere). */
export default function BusinessMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { config } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Drawer open={open} onClose={onClose} title={t('header.menu')} closeLabel={t('header.closeMenu')}>
      <div className="ui-drawer__links">
        <NavList label={t('header.mainNav')} orientation="vertical">
          {businessLinks(locale, t, onClose)}
        </NavList>
      </div>
      <div className="ui-drawer__section">
        {/* The shop is the other app: a full page load. */}
        <a href={storePath(locale)}>{t('header.shop')}</a>
      </div>
      <div className="ui-drawer__section">
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
          onChange={(choice) => {
            onClose();
            navigate(switchLocalePath(location, choice, config));
          }}
        />
      </div>
    </Drawer>
  );
}
