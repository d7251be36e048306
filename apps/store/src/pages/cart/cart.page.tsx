import { definePage, type StorePageHead } from '../../app/router/page-manifest';

export const page = definePage({
  name: 'cart',
  paths: ['cart'],
  texts: ['gifts'],
  data: (loaders) => loaders.cart,
  keepOnQueryChange: true,
  load: () => import('./cart-page'),
  render: (module) => <module.CartPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/cart/cart-page.tsx',
  title: 'head.cart.title',
  description: 'head.shop.description',
  // A shopper's own page: noindex, never cached, skipped by crawlers.
  private: true,
};
