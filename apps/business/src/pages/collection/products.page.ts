import { businessPath, type BusinessPage, type BusinessPageHead } from '../../app/page-manifest';

const PATH = 'product';

export const page: BusinessPage = {
  kind: 'collection',
  name: 'product',
  collection: 'business-products',
  path: PATH,
};

export const head: BusinessPageHead = {
  name: 'product',
  paths: [businessPath(PATH)],
  head: { title: 'pages.product.title', description: 'pages.product.lead' },
  sitemap: true,
};
