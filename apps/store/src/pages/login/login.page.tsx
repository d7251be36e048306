import { definePage, type StorePageHead } from '../../app/router/page-manifest';

export const page = definePage({
  name: 'login',
  paths: ['login'],
  load: () => import('./login-page'),
  render: (module) => <module.LoginPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/login/login-page.tsx',
  title: 'login.title',
  description: 'head.shop.description',
  // A shopper's own page: noindex, never cached, skipped by crawlers.
  private: true,
};
