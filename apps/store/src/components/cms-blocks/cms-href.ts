import { parsePath } from '@atelier/commerce/paths';
import { findCountry, type AppConfig } from '@atelier/app-shell/app-config';
import { pathIn, type RouteLocale } from '../../app/locale/route-locale';
import { isSafeHref } from '@atelier/ui/cms-blocks';

/**
 * Where a CMS link points. Editors write site paths without the locale (`/bespoke-perfume`), so
 * one page text serves every country: such a path is placed in the page's locale
 * (`/vn/en/bespoke-perfume`). A path that already starts with one of our countries is kept, as are
 * absolute http(s), mailto and tel links. Anything else (javascript:, //host) gives null.
 */
export function resolveCmsHref(href: string, locale: RouteLocale, config: AppConfig): string | null {
  const value = href.trim();
  if (!isSafeHref(value)) return null;
  if (!value.startsWith('/')) return value;
  const cut = value.search(/[?#]/);
  const path = cut === -1 ? value : value.slice(0, cut);
  const suffix = cut === -1 ? '' : value.slice(cut);
  const parsed = parsePath(path);
  if (parsed.ok && findCountry(config, parsed.country)) return value;
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  return `${pathIn(locale, ...segments)}${suffix}`;
}

/** Whether a resolved path belongs to the business area (another app: a full page load). */
export function isBusinessHref(href: string): boolean {
  const parsed = href.startsWith('/') ? parsePath(href) : null;
  return parsed?.ok === true && parsed.area === 'business';
}
