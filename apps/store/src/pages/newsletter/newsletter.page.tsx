import { definePage, type StorePageHead } from '../../app/router/page-manifest';

/**
 * newsletter/confirm?token= (the double opt-in e-mail's link) and newsletter/unsubscribe?token= (a
 * marketing e-mail's visible unsubscribe link, and where its one-click URL sends a browser).
 */
export const page = definePage({
  name: 'newsletter',
  paths: ['newsletter/confirm', 'newsletter/unsubscribe'],
  load: () => import('./newsletter-page'),
  render: (module) => <module.NewsletterPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/newsletter/newsletter-page.tsx',
  title: 'newsletterPage.confirmTitle',
  description: 'head.shop.description',
  paths: {
    'newsletter/unsubscribe': {
      title: 'newsletterPage.unsubscribeTitle',
      description: 'head.shop.description',
    },
  },
  // A link from one shopper's e-mail: noindex, never cached.
  private: true,
};
