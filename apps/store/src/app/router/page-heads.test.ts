import { pageHeadProblems } from '@atelier/app-shell/page-heads';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageModuleSources, STORE_PAGE_MODULES, storePageHeads, storePageHeadsInput } from './page-heads';
import { STORE_PAGES } from './pages';

const appRoot = fileURLToPath(new URL('../../../', import.meta.url));
const heads = storePageHeads();
const headOf = (path: string) => heads.pages.find((page) => page.path === path)!;

describe('the store pages’ manifests', () => {
  it('give every page a title and a description in every language', () => {
    expect(pageHeadProblems(storePageHeadsInput())).toEqual([]);
    expect(heads.pages.length).toBeGreaterThan(20);
  });

  it('notice a page without a title or description in a language', () => {
    const input = storePageHeadsInput();
    const missing = {
      ...input,
      pages: [
        ...input.pages,
        {
          name: 'new',
          paths: ['new'],
          head: { title: 'head.new.title', description: 'head.shop.description' },
        },
      ],
    };
    expect(pageHeadProblems(missing)).toEqual(
      ['en', 'ar', 'zh-hans', 'vi'].map((language) => `${language}: head.new.title (new)`),
    );
  });

  it('name the source file of the module each page loads, one per chunk', () => {
    const sources = new Map<string, string>();
    for (const { page, head } of STORE_PAGE_MODULES) {
      expect(existsSync(`${appRoot}${head.source}`), head.source).toBe(true);
      // The importer loads that file (its name survives the test transform).
      const file = head.source.replace(/^.*\//, '').replace(/\.tsx$/, '');
      expect(page.load.toString(), page.name).toContain(file);
      const chunk = page.chunk ?? page.name;
      expect(sources.get(chunk) ?? head.source, chunk).toBe(head.source);
      sources.set(chunk, head.source);
    }
    expect(pageModuleSources()['product']).toBe('src/pages/product/product-page.tsx');
  });

  it('are the router’s pages, each path once', () => {
    expect(STORE_PAGE_MODULES.map(({ page }) => page)).toEqual(STORE_PAGES);
    const paths = STORE_PAGES.flatMap((page) => page.paths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('title the pages as the server writes them: the page, then the brand in the language', () => {
    expect(headOf('').title.ar).toBe('عطور وروائح منزلية | أتيليه سنتس');
    expect(headOf('all-perfumes').title.en).toBe('All perfumes | Atelier Scents');
    expect(headOf('perfume-best-creations').title['zh-hans']).toBe('工坊佳作精选 | Atelier Scents 香氛工坊');
    expect(headOf('gift-cards/balance').title.vi).toBe('Số dư thẻ quà tặng | Atelier Scents');
    expect(headOf('account').title.vi).toBe('Tài khoản của bạn | Atelier Scents');
    expect(headOf('account/orders').title.en).toBe('Your account | Atelier Scents');
    expect(headOf('account/bookings').title['zh-hans']).toBe('我的工坊预约 | Atelier Scents 香氛工坊');
    expect(headOf('pay/:orderId').title.en).toBe('Your order | Atelier Scents');
    expect(headOf('draft/faq').title['zh-hans']).toBe('常见问题 | Atelier Scents 香氛工坊');
    // A product's title is its name, known once the page renders: the brand until then.
    expect(headOf('product/:type/:id').title.ar).toBe('أتيليه سنتس');
    expect(heads.notFound.en).toBe('Page not found | Atelier Scents');
    expect(heads.fallback.title['zh-hans']).toBe('Atelier Scents 香氛工坊');
  });

  it('describe the pages, with the shop’s description where a page has none of its own', () => {
    expect(headOf('scent-quiz').description.en).toBe(
      'Answer a few questions about the moments and notes you love, and find the perfumes that suit you.',
    );
    expect(headOf('products/:a/:b').description.ar).toMatch(
      /^عطور وروائح منزلية وهدايا وورش عطور من أتيليه سنتس/,
    );
    expect(heads.fallback.description.vi).toBe(headOf('cart').description.vi);
  });

  it('mark the shopper’s own pages private (noindex, never cached, out of robots.txt), and no other', () => {
    const heads = storePageHeads();
    const privatePaths = heads.pages.filter((page) => page.private).map((page) => page.path);
    expect(privatePaths).toEqual(
      expect.arrayContaining([
        'cart',
        'checkout',
        'pay/:orderId',
        'account/orders/:orderId',
        'account/wishlist',
        'login',
      ]),
    );
    for (const open of ['', 'all-perfumes', 'product/:type/:id', 'gift-cards', 'scent-quiz', 'faq']) {
      expect(privatePaths).not.toContain(open);
    }
    // No private page in the sitemap.
    expect(heads.sitemap.filter((segments) => privatePaths.includes(segments.join('/')))).toEqual([]);
  });

  it('list the public pages in the sitemap, each workshop service by its code', () => {
    const sitemap = heads.sitemap.map((segments) => segments.join('/'));
    expect(sitemap).toEqual(
      expect.arrayContaining([
        '',
        'all-perfumes',
        'all-home-perfumes',
        'gift',
        'gift-collections',
        'gift-cards',
        'scent-quiz',
        'bespoke-perfume',
        'perfume-workshop',
        'perfume-workshop-detail/pca',
        'perfume-best-creations',
        'terms-conditions',
        'shipping-information',
        'faq',
      ]),
    );
    expect(sitemap).toHaveLength(14 + 6);
    for (const own of [
      'cart',
      'checkout',
      'pay',
      'workshop',
      'account',
      'login',
      'register',
      'draft',
      'faq/draft',
    ])
      expect(sitemap).not.toContain(own);
  });
});
