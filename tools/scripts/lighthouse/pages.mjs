// The pages `npm run lighthouse` audits (issue 9: home, a listing, a product page, the quiz, the
// cart, checkout and the business landing page, in English and Arabic) and the waivers of targets
// that a page misses on purpose.

/**
 * English in Singapore (the x-default country) and Arabic in the United Arab Emirates (whose
 * default language is ar; the path names it so the URL says which language is audited). `market`
 * is what the API is told when the command prepares a cart for that shopper.
 */
export const LOCALES = [
  { lang: 'en', prefix: '/sg/en', market: { country: 'sg', language: 'en', currency: 'sgd' } },
  { lang: 'ar', prefix: '/ae/ar', market: { country: 'ae', language: 'ar', currency: 'aed' } },
];

/** A seeded perfume (apps/api/src/seed/data/products/perfumes.ts): its page, and the cart's item. */
export const PRODUCT = { type: 'best_seller', slug: 'amber-oud' };

/**
 * Paths after the locale prefix (apps/store/src/app/router/routes.tsx; the business area is the
 * server's `business-scenting` base). `withCartItem` pages are audited with one item in the
 * shopper's cart: an empty cart shows a different page, and checkout without items sends the
 * shopper back to the cart.
 */
export const PAGES = [
  { page: 'home', path: '' },
  { page: 'listing', path: 'all-perfumes' },
  { page: 'product', path: `products/${PRODUCT.type}/${PRODUCT.slug}` },
  { page: 'quiz', path: 'scent-quiz' },
  { page: 'cart', path: 'cart', withCartItem: true, note: 'one item (Amber Oud) in the cart' },
  {
    page: 'checkout',
    path: 'checkout',
    withCartItem: true,
    note: 'as a guest with one item in the cart: the first step (contact details)',
  },
  { page: 'business', path: 'business-scenting' },
];

/**
 * Targets missed by design. The cart and checkout are a shopper's own pages: the server marks them
 * `noindex` (apps/api/src/web/render-page.ts PRIVATE_PAGES) and robots.txt disallows them, which
 * Lighthouse's SEO category counts as a failure ("Page is blocked from indexing").
 */
export const WAIVERS = [
  {
    category: 'seo',
    audit: 'is-crawlable',
    pages: ['cart', 'checkout'],
    reason: 'noindex on purpose (a shopper’s own page)',
  },
];

/** Every page in every language, as absolute URLs on `baseUrl`. */
export function pageTargets(baseUrl, { only = null, langs = null } = {}) {
  const targets = [];
  for (const spec of PAGES) {
    if (only && !only.includes(spec.page)) continue;
    for (const locale of LOCALES) {
      if (langs && !langs.includes(locale.lang)) continue;
      const path = `${locale.prefix}/${spec.path}`;
      targets.push({
        page: spec.page,
        lang: locale.lang,
        url: `${baseUrl}${path}`,
        withCartItem: spec.withCartItem ?? false,
        market: locale.market,
        ...(spec.note ? { note: spec.note } : {}),
      });
    }
  }
  return targets;
}
