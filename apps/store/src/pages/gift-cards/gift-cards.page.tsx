import { definePage, type StorePageHead } from '../../app/router/page-manifest';

export const page = definePage({
  name: 'gift-cards',
  paths: ['gift-cards'],
  texts: ['gifts'],
  load: () => import('./gift-cards-page'),
  render: (module) => <module.GiftCardsPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/gift-cards/gift-cards-page.tsx',
  title: 'gifts.cards.title',
  description: 'head.giftCards.description',
  sitemap: true,
};
