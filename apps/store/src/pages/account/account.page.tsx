import { definePage, type StorePageHead } from '../../app/router/page-manifest';

/** account, account/orders, account/orders/{orderId}, account/bookings, account/privacy: the member's own pages. */
export const page = definePage({
  name: 'account',
  paths: ['account', 'account/orders', 'account/orders/:orderId', 'account/bookings', 'account/privacy'],
  // checkout: the address book's form shares the checkout's field names and messages.
  texts: ['account', 'workshops', 'checkout'],
  load: () => import('./account-page'),
  render: (module) => <module.AccountPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/account/account-page.tsx',
  title: 'account.title',
  description: 'head.shop.description',
  paths: {
    'account/bookings': { title: 'head.bookings.title', description: 'head.shop.description' },
    'account/privacy': { title: 'account.privacy.title', description: 'head.shop.description' },
  },
  // A shopper's own page: noindex, never cached, skipped by crawlers.
  private: true,
};
