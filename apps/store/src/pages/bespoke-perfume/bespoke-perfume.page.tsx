import { definePage, type StorePageHead } from '../../app/router/page-manifest';

export const page = definePage({
  name: 'bespoke-perfume',
  paths: ['bespoke-perfume'],
  load: () => import('./bespoke-perfume-page'),
  render: (module) => <module.BespokePerfumePage />,
});

export const head: StorePageHead = {
  source: 'src/pages/bespoke-perfume/bespoke-perfume-page.tsx',
  title: 'head.bespokePerfume.title',
  description: 'head.bespokePerfume.description',
  sitemap: true,
};
