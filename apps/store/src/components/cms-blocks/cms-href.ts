import type { AppConfig } from '@atelier/app-shell/app-config';
import { cmsHrefTarget } from '@atelier/app-shell/cms-href';
import { isSafeHref } from '@atelier/ui/cms-blocks';
import { pathIn, type RouteLocale } from '../../app/locale/route-locale';

export { isBusinessHref } from '@atelier/app-shell/cms-href';

/**
 * Where a CMS link points in the shop: a site path without a locale (`/bespoke-perfume`) lands in
 * the page's locale (`/vn/en/bespoke-perfume`); absolute http(s), mailto and tel links and paths
 * that already name a country are kept. Anything unsafe (javascript:, //host) gives null.
 */
export function resolveCmsHref(href: string, locale: RouteLocale, config: AppConfig): string | null {
  if (!isSafeHref(href.trim())) return null;
  const target = cmsHrefTarget(href, config);
  return target.kind === 'as-is' ? target.href : `${pathIn(locale, ...target.segments)}${target.suffix}`;
}
