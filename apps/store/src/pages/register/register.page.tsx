import { definePage, type StorePageHead } from '../../app/router/page-manifest';

export const page = definePage({
  name: 'register',
  paths: ['register'],
  load: () => import('./register-page'),
  render: (module) => <module.RegisterPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/register/register-page.tsx',
  title: 'register.title',
  description: 'head.shop.description',
  // A shopper's own page: noindex, never cached, skipped by crawlers.
  private: true,
};
