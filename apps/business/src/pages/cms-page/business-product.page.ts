import { cmsPaths, type BusinessPage, type BusinessPageHead } from '../../app/page-manifest';

/** A scenting product (a CMS page); its own SEO title and description take over where it is published. */
const PATH = 'product/:key';

export const page: BusinessPage = { kind: 'cms', name: 'product', cms: 'product', path: PATH };

export const head: BusinessPageHead = {
  name: 'product',
  paths: cmsPaths(PATH),
  head: { title: 'pages.product.title', description: 'pages.product.lead' },
};
