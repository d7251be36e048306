import { cmsPaths, type BusinessPage, type BusinessPageHead } from '../../app/page-manifest';

/** The landing page: the CMS page `business-scenting` of the locale. */
const PATH = '';

export const page: BusinessPage = { kind: 'cms', name: 'business-scenting', cms: 'landing', path: PATH };

export const head: BusinessPageHead = {
  name: 'business-scenting',
  paths: cmsPaths(PATH),
  head: { title: 'head.landing.title', description: 'head.landing.description' },
  sitemap: true,
};
