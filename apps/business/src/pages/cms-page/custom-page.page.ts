import { cmsPaths, type BusinessPage, type BusinessPageHead } from '../../app/page-manifest';

/** A custom page (the CMS page `business-{slug}`); its own SEO title and description take over. */
const PATH = 'custom-page/:slug';

export const page: BusinessPage = { kind: 'cms', name: 'custom-page', cms: 'custom-page', path: PATH };

export const head: BusinessPageHead = {
  name: 'custom-page',
  paths: cmsPaths(PATH),
  head: { title: 'head.landing.title', description: 'head.landing.description' },
};
