import { BUSINESS_BASE_SEGMENT, parsePath } from '@atelier/commerce/paths';
import { findCountry, type AppConfig } from '@atelier/app-shell/app-config';
import { businessPath, storePath, type BusinessLocale } from '../../app/locale';

function segmentsOf(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/**
 * Where a CMS link points. Editors write site paths without the locale (`/business-scenting/contact`,
 * `/bespoke-perfume`), so one text serves every country: such a path is placed in the page's locale
 * (`/sg/zh-hans/business-scenting/contact`). A path that already starts with one of our countries,
 * http(s), mailto and tel links are kept (the CMS blocks refuse unsafe ones before asking).
 */
export function resolveCmsHref(href: string, locale: BusinessLocale, config: AppConfig): string {
  const value = href.trim();
  if (!value.startsWith('/')) return value;
  const cut = value.search(/[?#]/);
  const path = cut === -1 ? value : value.slice(0, cut);
  const suffix = cut === -1 ? '' : value.slice(cut);
  const parsed = parsePath(path);
  if (parsed.ok && findCountry(config, parsed.country)) return value;
  const [first, ...rest] = segmentsOf(path);
  if (first === BUSINESS_BASE_SEGMENT) return `${businessPath(locale, ...rest)}${suffix}`;
  return `${storePath(locale, ...(first === undefined ? [] : [first, ...rest]))}${suffix}`;
}

/** Whether a resolved site path belongs to this app (navigate inside it) rather than to the shop. */
export function isBusinessHref(href: string): boolean {
  const parsed = href.startsWith('/') ? parsePath(href.split(/[?#]/)[0] ?? href) : null;
  return parsed?.ok === true && parsed.area === 'business';
}
