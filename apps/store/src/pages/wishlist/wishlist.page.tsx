import { definePage, type StorePageHead } from '../../app/router/page-manifest';

/** account/wishlist: the products a member saved (docs/architecture.md's worked example). */
export const page = definePage({
  name: 'wishlist',
  paths: ['account/wishlist'],
  texts: ['account'],
  load: () => import('./wishlist-page'),
  render: (module) => <module.WishlistPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/wishlist/wishlist-page.tsx',
  title: 'account.wishlist.title',
  description: 'head.shop.description',
  // A shopper's own page: noindex, never cached, skipped by crawlers.
  private: true,
};
