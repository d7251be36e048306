import { businessPath, type BusinessPage, type BusinessPageHead } from '../../app/page-manifest';

const PATH = 'press-releases';

export const page: BusinessPage = {
  kind: 'collection',
  name: 'press-releases',
  collection: 'press-releases',
  path: PATH,
};

export const head: BusinessPageHead = {
  name: 'press-releases',
  paths: [businessPath(PATH)],
  head: { title: 'pages.pressReleases.title', description: 'pages.pressReleases.lead' },
  sitemap: true,
};
