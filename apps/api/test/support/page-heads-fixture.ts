import type { Language } from '@atelier/commerce/paths';
import type { PageHeads } from '../../src/web/page-heads';

/**
 * Test helper: page heads as an area's SSR build exports them (the store's and the business
 * area's own tests check their real texts; these check what the server does with them). A page's
 * title is `{title} | Brand ({language})`, its description `About {title} ({language})`; a path
 * whose first segment is one of `shopperPages` is a shopper's own page (`private`).
 */
export function testPageHeads(
  pages: Record<string, string>,
  sitemap: string[][] = [],
  shopperPages: readonly string[] = [],
): PageHeads {
  const inEvery = (text: (language: Language) => string) =>
    Object.fromEntries(
      (['en', 'ar', 'zh-hans', 'vi'] as const).map((language) => [language, text(language)]),
    ) as Record<Language, string>;
  return {
    pages: Object.entries(pages).map(([path, title]) => ({
      name: title,
      path,
      title: inEvery((language) => `${title} | Brand (${language})`),
      description: inEvery((language) => `About ${title} (${language})`),
      ...(shopperPages.includes(path.split('/')[0]!) ? { private: true } : {}),
    })),
    notFound: inEvery((language) => `Not found | Brand (${language})`),
    fallback: {
      title: inEvery((language) => `Brand (${language})`),
      description: inEvery((language) => `Shop (${language})`),
    },
    sitemap,
  };
}

/** The store's pages the API tests visit. */
export const storeTestHeads = testPageHeads(
  {
    '': 'Home',
    'all-perfumes': 'All perfumes',
    'scent-quiz': 'Scent quiz',
    'gift-cards': 'Gift cards',
    'gift-cards/balance': 'Gift card balance',
    account: 'Account',
    'account/orders': 'Account',
    'account/orders/:orderId': 'Account',
    'account/bookings': 'Bookings',
    pay: 'Order',
    'pay/:orderId': 'Order',
    workshop: 'Book a workshop',
    'perfume-workshop-detail/:id': 'Workshop details',
    'product/:type/:id': 'Brand only',
    faq: 'FAQ',
    'draft/faq': 'FAQ',
    'faq/draft': 'FAQ',
    cart: 'Cart',
    checkout: 'Checkout',
    login: 'Log in',
    register: 'Register',
  },
  [[], ['all-perfumes'], ['faq']],
  ['account', 'cart', 'checkout', 'login', 'pay', 'register', 'workshop'],
);

export const businessTestHeads = testPageHeads(
  {
    'business-scenting': 'Business scenting',
    'business-scenting/success-stories/:key': 'Success story',
    'business-scenting/contact': 'Contact',
  },
  [
    ['business-scenting'],
    ['business-scenting', 'success-stories'],
    ['business-scenting', 'press-releases'],
    ['business-scenting', 'product'],
    ['business-scenting', 'contact'],
  ],
);
