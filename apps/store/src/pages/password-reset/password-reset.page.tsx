import { definePage, type StorePageHead } from '../../app/router/page-manifest';

/** `password-reset`: ask for a link by e-mail, or (with `#token=` from that e-mail) choose the new password. */
export const page = definePage({
  name: 'password-reset',
  paths: ['password-reset'],
  texts: ['account'],
  load: () => import('./password-reset-page'),
  render: (module) => <module.PasswordResetPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/password-reset/password-reset-page.tsx',
  title: 'account.passwordReset.title',
  description: 'head.shop.description',
  // A shopper's own page: noindex, never cached, skipped by crawlers.
  private: true,
};
