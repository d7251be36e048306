import { businessPath, type BusinessPage, type BusinessPageHead } from '../../app/page-manifest';

const PATH = 'success-stories';

export const page: BusinessPage = {
  kind: 'collection',
  name: 'success-stories',
  collection: 'success-stories',
  path: PATH,
};

export const head: BusinessPageHead = {
  name: 'success-stories',
  paths: [businessPath(PATH)],
  head: { title: 'pages.successStories.title', description: 'pages.successStories.lead' },
  sitemap: true,
};
