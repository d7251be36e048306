import { WORKSHOP_SERVICES } from '@atelier/commerce/workshops';
import { definePage, type StorePageHead } from '../../app/router/page-manifest';

/** perfume-workshop-detail/{id or code}; without one, the page sends the visitor to the list. */
export const page = definePage({
  name: 'perfume-workshop-detail',
  paths: ['perfume-workshop-detail', 'perfume-workshop-detail/:id'],
  texts: ['workshops'],
  data: (loaders) => loaders.workshop,
  chunk: 'workshop-detail',
  load: () => import('./workshop-detail-page'),
  render: (module) => <module.WorkshopDetailPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/workshops/workshop-detail-page.tsx',
  title: 'head.workshopDetail.title',
  description: 'head.workshopDetail.description',
  // One page per workshop service; the page accepts its id or code, the code reads better.
  sitemap: () => WORKSHOP_SERVICES.map((service) => ['perfume-workshop-detail', service.code.toLowerCase()]),
};
