import { BUSINESS_BASE_SEGMENT } from '@atelier/commerce/paths';
import type { AppConfig } from '@atelier/app-shell/app-config';
import { cmsHrefTarget } from '@atelier/app-shell/cms-href';
import { businessPath, storePath, type BusinessLocale } from '../../app/locale';

export { isBusinessHref } from '@atelier/app-shell/cms-href';

/**
 * Where a CMS link points in the business area: a site path without a locale
 * (`/business-scenting/contact`) lands in the page's locale, in this app when it is a business
 * path and in the shop otherwise (the CMS blocks refuse unsafe links before asking).
 */
export function resolveCmsHref(href: string, locale: BusinessLocale, config: AppConfig): string {
  const target = cmsHrefTarget(href, config);
  if (target.kind === 'as-is') return target.href;
  const [first, ...rest] = target.segments;
  if (first === BUSINESS_BASE_SEGMENT) return `${businessPath(locale, ...rest)}${target.suffix}`;
  return `${storePath(locale, ...target.segments)}${target.suffix}`;
}
