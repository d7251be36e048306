import { definePage, type StorePageHead } from '../../app/router/page-manifest';

/** pay/{orderId}: paying an order placed at checkout (or retrying) and its confirmation. */
export const page = definePage({
  name: 'pay',
  paths: ['pay', 'pay/:orderId'],
  texts: ['checkout', 'gifts'],
  load: () => import('./pay-page'),
  render: (module) => <module.PayPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/pay/pay-page.tsx',
  title: 'pay.title',
  description: 'head.shop.description',
  // A shopper's own page: noindex, never cached, skipped by crawlers.
  private: true,
};
