import type { TFunction } from 'i18next';
import { NavLink } from 'react-router-dom';
import { businessPath, type BusinessLocale } from '../../app/locale';

/** The area's pages, shared by the wide header's row and the menu. */
export function businessLinks(locale: BusinessLocale, t: TFunction, onNavigate?: () => void) {
  return [
    <NavLink key="overview" to={businessPath(locale)} end onClick={onNavigate}>
      {t('nav.overview')}
    </NavLink>,
    <NavLink key="stories" to={businessPath(locale, 'success-stories')} onClick={onNavigate}>
      {t('nav.successStories')}
    </NavLink>,
    <NavLink key="product" to={businessPath(locale, 'product')} onClick={onNavigate}>
      {t('nav.product')}
    </NavLink>,
    <NavLink key="press" to={businessPath(locale, 'press-releases')} onClick={onNavigate}>
      {t('nav.pressReleases')}
    </NavLink>,
    <NavLink key="contact" to={businessPath(locale, 'contact')} onClick={onNavigate}>
      {t('nav.contact')}
    </NavLink>,
  ];
}
