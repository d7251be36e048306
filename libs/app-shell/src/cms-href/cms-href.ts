import { parsePath } from '@atelier/commerce/paths';
import { findCountry, type AppConfig } from '../app-config';

/** Where a CMS link goes, before an app turns site paths into its own locale's paths. */
export type CmsHrefTarget =
  /** Use the link as written: http(s), mailto, tel, or a path that already names one of our countries. */
  | { kind: 'as-is'; href: string }
  /** A site path without a locale (`/business-scenting/contact?x=1`): decoded segments and the `?…#…` tail. */
  | { kind: 'site-path'; segments: string[]; suffix: string };

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
 * Editors write site paths without the locale (`/bespoke-perfume`), so one text serves every
 * country and language; the store and the business area place such a path in the page's locale
 * (each with its own path builder). Safety of the link (javascript:, //host) is checked by the
 * caller before this.
 */
export function cmsHrefTarget(href: string, config: AppConfig): CmsHrefTarget {
  const value = href.trim();
  if (!value.startsWith('/')) return { kind: 'as-is', href: value };
  const cut = value.search(/[?#]/);
  const path = cut === -1 ? value : value.slice(0, cut);
  const parsed = parsePath(path);
  if (parsed.ok && findCountry(config, parsed.country)) return { kind: 'as-is', href: value };
  return { kind: 'site-path', segments: segmentsOf(path), suffix: cut === -1 ? '' : value.slice(cut) };
}

/** Whether a resolved site path belongs to the business area (its own app) rather than the shop. */
export function isBusinessHref(href: string): boolean {
  const parsed = href.startsWith('/') ? parsePath(href.split(/[?#]/)[0] ?? href) : null;
  return parsed?.ok === true && parsed.area === 'business';
}
