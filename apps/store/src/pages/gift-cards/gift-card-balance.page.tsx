import { definePage, type StorePageHead } from '../../app/router/page-manifest';

/** Our own page: a gift card's balance (SPEC §2 names only gift-cards). */
export const page = definePage({
  name: 'gift-card-balance',
  paths: ['gift-cards/balance'],
  texts: ['gifts'],
  load: () => import('./gift-card-balance-page'),
  render: (module) => <module.GiftCardBalancePage />,
});

export const head: StorePageHead = {
  source: 'src/pages/gift-cards/gift-card-balance-page.tsx',
  title: 'head.giftCardBalance.title',
  description: 'head.giftCardBalance.description',
};
