import { cmsPaths, type BusinessPage, type BusinessPageHead } from '../../app/page-manifest';

/** A success story (a CMS page); its own SEO title and description take over where it is published. */
const PATH = 'success-stories/:key';

export const page: BusinessPage = { kind: 'cms', name: 'success-stories', cms: 'success-story', path: PATH };

export const head: BusinessPageHead = {
  name: 'success-stories',
  paths: cmsPaths(PATH),
  head: { title: 'pages.successStories.title', description: 'pages.successStories.lead' },
};
