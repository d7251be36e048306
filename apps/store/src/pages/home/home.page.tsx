import { definePage, type StorePageHead } from '../../app/router/page-manifest';

/** The home page: the CMS page `home` of the locale; `draft` shows its draft. */
export const page = definePage({
  name: 'home',
  paths: ['', 'draft'],
  data: (loaders) => loaders.cms('home'),
  load: () => import('./home-page'),
  render: (module) => <module.HomePage />,
});

export const head: StorePageHead = {
  source: 'src/pages/home/home-page.tsx',
  title: 'head.home.title',
  description: 'head.shop.description',
  sitemap: true,
};
