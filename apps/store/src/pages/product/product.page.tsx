import { definePage, type StorePageHead } from '../../app/router/page-manifest';

/** /product/{type}/{id}; scent_diary takes one more segment (the page checks which types may). */
export const page = definePage({
  name: 'product',
  paths: ['product/:type/:id', 'product/:type/:id/:extra'],
  data: (loaders) => loaders.product,
  load: () => import('./product-page'),
  render: (module) => <module.ProductPage />,
});

/** Its title is the product's, known once it renders: the server sends the brand. */
export const head: StorePageHead = {
  source: 'src/pages/product/product-page.tsx',
  title: 'head.brand',
  description: 'head.shop.description',
};
