import { definePage, type StorePageHead } from '../../app/router/page-manifest';

export const page = definePage({
  name: 'checkout',
  paths: ['checkout'],
  texts: ['checkout', 'gifts'],
  load: () => import('./checkout-page'),
  render: (module) => <module.CheckoutPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/checkout/checkout-page.tsx',
  title: 'checkout.title',
  description: 'head.shop.description',
  // A shopper's own page: noindex, never cached, skipped by crawlers.
  private: true,
};
