import { definePage, type StorePageHead } from '../../app/router/page-manifest';

/** workshop?service=&date=: booking; workshop?booking={id}: paying and the confirmation. */
export const page = definePage({
  name: 'workshop',
  paths: ['workshop'],
  texts: ['workshops', 'checkout'],
  data: (loaders) => loaders.workshop,
  load: () => import('./workshop-booking-page'),
  render: (module) => <module.WorkshopBookingPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/workshops/workshop-booking-page.tsx',
  title: 'head.workshop.title',
  description: 'head.shop.description',
  // A shopper's own page: noindex, never cached, skipped by crawlers.
  private: true,
};
