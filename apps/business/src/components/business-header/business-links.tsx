import type { TFunction } from 'i18next';
import { NavLink } from 'react-router-dom';
import { businessPath, type BusinessLocale } from '../../app/locale';

/** The area's pages (path after the area's base, text key), in the order the header shows them. */
const PAGES = [
  ['', 'nav.overview'],
  ['success-stories', 'nav.successStories'],
  ['product', 'nav.product'],
  ['press-releases', 'nav.pressReleases'],
  ['contact', 'nav.contact'],
] as const;

/** The area's pages as links, shared by the wide header's row and the menu. */
export function businessLinks(locale: BusinessLocale, t: TFunction, onNavigate?: () => void) {
  return PAGES.map(([segment, key]) => (
    // The overview is current only on itself, not on every page under it.
    <NavLink
      key={key}
      to={businessPath(locale, ...(segment ? [segment] : []))}
      end={!segment}
      onClick={onNavigate}
    >
      {t(key)}
    </NavLink>
  ));
}
