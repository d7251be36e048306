import type { CmsCollection } from '@atelier/api/queries';
import type { PageHeadSource } from '@atelier/app-shell/page-heads';
import type { BusinessRouteName } from '@atelier/commerce/enums';
import type { CmsRouteKind } from './content-slugs';

/**
 * A business page's manifest, `<name>.page.ts` in the page's folder, has two exports. `page`: what
 * the router draws at its path after the base segment — a CMS page of a kind (with its drafts), a
 * CMS collection's list, or the enquiry form; routes.tsx makes the routes from every manifest's
 * `page` (one builder per kind), so a page of a known kind is this file plus its texts. `head` (the
 * server build only, entry-server.tsx's `pageHeads`): its paths after `/{cc}/{lang?}/`, the
 * catalogue keys of its title and description, and its sitemap entries.
 */
export type BusinessPage =
  | { kind: 'cms'; name: BusinessRouteName; cms: CmsRouteKind; path: string }
  | { kind: 'collection'; name: BusinessRouteName; collection: CmsCollection; path: string }
  | { kind: 'contact'; name: 'contact'; path: 'contact' };

export interface BusinessPageHead extends PageHeadSource {
  name: BusinessRouteName;
}

/** The area's base: `business-scenting`, then `path` ('' is the landing page). */
// Pure (no side effects): the browser's bundle, which takes only the manifests' `page`, drops the
// calls in their `head` too.
export const businessPath = /* @__NO_SIDE_EFFECTS__ */ (path: string) =>
  path ? `business-scenting/${path}` : 'business-scenting';

/** A CMS page's paths: the page, and its draft with `draft` before or after it (routes.tsx). */
export const cmsPaths = /* @__NO_SIDE_EFFECTS__ */ (path: string) =>
  path
    ? [path, `${path}/draft`, `draft/${path}`].map(businessPath)
    : [businessPath(''), businessPath('draft')];
