import { definePage, type StorePageHead } from '../../app/router/page-manifest';

export const page = definePage({
  name: 'perfume-workshop',
  paths: ['perfume-workshop'],
  texts: ['workshops'],
  data: (loaders) => loaders.workshop,
  load: () => import('./perfume-workshop-page'),
  render: (module) => <module.PerfumeWorkshopPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/workshops/perfume-workshop-page.tsx',
  title: 'workshops.list.title',
  description: 'head.perfumeWorkshop.description',
  sitemap: true,
};
