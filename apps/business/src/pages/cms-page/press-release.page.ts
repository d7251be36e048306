import { cmsPaths, type BusinessPage, type BusinessPageHead } from '../../app/page-manifest';

/** A press release (a CMS page); its own SEO title and description take over where it is published. */
const PATH = 'press-releases/:key';

export const page: BusinessPage = { kind: 'cms', name: 'press-releases', cms: 'press-release', path: PATH };

export const head: BusinessPageHead = {
  name: 'press-releases',
  paths: cmsPaths(PATH),
  head: { title: 'pages.pressReleases.title', description: 'pages.pressReleases.lead' },
};
