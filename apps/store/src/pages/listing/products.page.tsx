import { definePage, type StorePageHead } from '../../app/router/page-manifest';
import { PRODUCTS_PART_SOURCES } from './products-part-sources';

/**
 * products/{a}/{b}: a perfume listing by collection, type or scent family, or a product without a
 * /product/ route type (see resolveProductsRoute in app/catalogue).
 */
export const page = definePage({
  name: 'products',
  paths: ['products/:a/:b'],
  data: (loaders) => loaders.products,
  keepOnQueryChange: true,
  chunk: 'products',
  load: () => import('./products-route-page'),
  render: (module) => <module.ProductsRoutePage />,
});

/** Its title is the listing's or the product's, known once it renders: the server sends the brand. */
export const head: StorePageHead = {
  source: 'src/pages/listing/products-route-page.tsx',
  parts: PRODUCTS_PART_SOURCES,
  title: 'head.brand',
  description: 'head.shop.description',
};
