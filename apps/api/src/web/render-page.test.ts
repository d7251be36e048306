import { describe, expect, it } from 'vitest';
import { storeTestHeads } from '../../test/support/page-heads-fixture';
import { renderPage, type PageCountry } from './render-page';

const template = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Atelier Scents</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const currency = (code: string, symbol: string, is_left = true) => ({ code, name: code, symbol, is_left });
const countries: PageCountry[] = [
  {
    code: 'sg',
    name: 'Singapore',
    defaultLanguage: 'en',
    languages: ['en', 'zh-hans'],
    currency: currency('SGD', 'S$'),
  },
  {
    code: 'vn',
    name: 'Vietnam',
    defaultLanguage: 'vi',
    languages: ['vi', 'en'],
    currency: currency('VND', '₫', false),
  },
  {
    code: 'ae',
    name: 'UAE',
    defaultLanguage: 'ar',
    languages: ['ar', 'en'],
    currency: currency('AED', 'AED '),
  },
];
const render = (pathname: string, extra = {}) =>
  renderPage(template, {
    pathname,
    countries,
    publicOrigin: 'https://shop.example',
    heads: storeTestHeads,
    ...extra,
  });

describe('renderPage', () => {
  it('writes lang, title, canonical and alternates for an English Singapore page', () => {
    const { status, html } = render('/sg/all-perfumes');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en-SG" dir="ltr">');
    expect(html).toContain('<title>All perfumes | Brand (en)</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/sg/all-perfumes">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="zh-Hans-SG" href="https://shop.example/sg/zh-hans/all-perfumes">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="vi-VN" href="https://shop.example/vn/all-perfumes">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://shop.example/sg/all-perfumes">',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('renders Arabic pages right-to-left with the Arabic title', () => {
    const { html } = render('/ae/ar/');
    expect(html).toContain('<html lang="ar-AE" dir="rtl">');
    expect(html).toContain('<title>Home | Brand (ar)</title>');
  });

  it('describes every page: its own description, else the area’s, in the page’s language', () => {
    expect(render('/sg/en/scent-quiz').html).toContain(
      '<meta name="description" content="About Scent quiz (en)">',
    );
    expect(render('/ae/ar/products/best_seller/amber-oud').html).toContain(
      '<meta name="description" content="Shop (ar)">',
    );
    expect(render('/sg/cart').html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('titles a page by its most specific route: fixed segments before parameters', () => {
    expect(render('/sg/product/reed_diffuser/white-tea').html).toContain(
      '<title>Brand only | Brand (en)</title>',
    );
    expect(render('/sg/product/reed_diffuser').html).toContain('<title>Brand (en)</title>');
    expect(render('/vn/vi/account/bookings').html).toContain('<title>Bookings | Brand (vi)</title>');
    expect(render('/vn/vi/account/orders/12').html).toContain('<title>Account | Brand (vi)</title>');
    expect(render('/sg/zh-hans/faq/draft').html).toContain('<title>FAQ | Brand (zh-hans)</title>');
  });

  it('sends the brand as the title, and no description, when the area is not built', () => {
    const { html } = render('/sg/all-perfumes', { heads: null });
    expect(html).toContain('<title>Atelier Scents</title>');
    expect(html).not.toContain('<meta name="description"');
    expect(render('/zz9/', { heads: null }).html).toContain('<title>Atelier Scents</title>');
  });

  it('keeps the font preloads except on pages set in Open Sans', () => {
    const withPreload = template.replace(
      '</head>',
      '  <link\n      rel="preload"\n      as="font"\n      crossorigin\n      data-latin-font\n      href="/assets/jost.woff2"\n    />\n  </head>',
    );
    const page = (pathname: string) =>
      renderPage(withPreload, { pathname, countries, publicOrigin: 'https://shop.example' }).html;
    for (const jost of ['/sg/en/', '/ae/ar/cart', '/sg/zh-hans/'])
      expect(page(jost)).toContain('href="/assets/jost.woff2"');
    for (const other of ['/vn/vi/', '/vn/en/']) {
      expect(page(other)).not.toContain('jost.woff2');
      expect(page(other)).toContain('</head>');
    }
  });

  it("drops the Latin heading face's preload on Arabic pages, whose headings are set in Kufi", () => {
    const withPreload = template.replace(
      '</head>',
      '  <link rel="preload" as="font" crossorigin data-latin-font href="/assets/jost.woff2" />\n' +
        '  <link rel="preload" as="font" crossorigin data-latin-font="display" href="/assets/playfair.woff2" />\n  </head>',
    );
    const page = (pathname: string) =>
      renderPage(withPreload, { pathname, countries, publicOrigin: 'https://shop.example' }).html;
    for (const arabic of ['/ae/ar/cart', '/ae/']) {
      expect(page(arabic)).toContain('href="/assets/jost.woff2"');
      expect(page(arabic)).not.toContain('playfair.woff2');
    }
    for (const latin of ['/ae/en/', '/sg/en/', '/sg/zh-hans/']) {
      expect(page(latin)).toContain('href="/assets/jost.woff2"');
      expect(page(latin)).toContain('href="/assets/playfair.woff2"');
    }
    expect(page('/vn/vi/')).not.toContain('.woff2');
  });

  it('keeps the Arabic font preloads on Arabic pages only', () => {
    const withPreload = template.replace(
      '</head>',
      '  <link rel="preload" as="font" crossorigin data-arabic-font href="/assets/naskh.woff2" />\n  </head>',
    );
    const page = (pathname: string) =>
      renderPage(withPreload, { pathname, countries, publicOrigin: 'https://shop.example' }).html;
    for (const arabic of ['/ae/ar/cart', '/ae/'])
      expect(page(arabic)).toContain('href="/assets/naskh.woff2"');
    for (const other of ['/ae/en/', '/sg/en/', '/sg/zh-hans/', '/vn/vi/', '/zz9/']) {
      expect(page(other)).not.toContain('naskh.woff2');
      expect(page(other)).toContain('</head>');
    }
  });

  it('adds the Open Sans class for Vietnam', () => {
    expect(render('/vn/vi/').html).toContain('<html lang="vi-VN" dir="ltr" class="font-open-sans">');
  });

  it('uses configured country bases for alternates (only sg keeps a path prefix)', () => {
    const { html } = render('/sg/faq', { countryBases: { vn: 'https://atelier.vn' } });
    expect(html).toContain('hreflang="vi-VN" href="https://atelier.vn/faq"');
    expect(html).toContain('hreflang="en-SG" href="https://shop.example/sg/faq"');
  });

  it.each(['/zz9/', '/xx/', '/sg/fr/', '/vn/ar/'])('answers 404 with a not-found title for %s', (path) => {
    const { status, html } = render(path);
    expect(status).toBe(404);
    expect(html).toContain('<title>Not found | Brand (en)</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('titles `/` as the home page, not as a missing page (the browser sends the visitor on)', () => {
    const page = render('/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Home | Brand (en)</title>');
    expect(page.html).not.toContain('Not found');
  });

  it('keeps drafts out of search engines', () => {
    expect(render('/sg/en/draft/spring-launch').html).toContain('<meta name="robots" content="noindex">');
  });

  it.each([
    '/sg/checkout',
    '/sg/en/pay/0c5e2d7a-1f4b-4f7e-8a59-3b6d2c1e9f00',
    '/vn/vi/account/orders',
    '/sg/cart',
  ])('keeps the private page %s out of search engines, with its title', (path) => {
    const { status, html } = render(path);
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('titles the pay and account pages', () => {
    expect(render('/sg/en/pay/0c5e2d7a-1f4b-4f7e-8a59-3b6d2c1e9f00').html).toContain(
      '<title>Order | Brand (en)</title>',
    );
    expect(render('/vn/vi/account').html).toContain('<title>Account | Brand (vi)</title>');
  });

  it('lets search engines index the shop pages', () => {
    expect(render('/sg/en/all-perfumes').html).not.toContain('noindex');
  });

  it.each([
    ['/sg/perfume-workshop-detail/pca', 'Workshop details | Brand (en)'],
    ['/vn/gift-cards', 'Gift cards | Brand (vi)'],
    ['/vn/gift-cards/balance', 'Gift card balance | Brand (vi)'],
    ['/ae/perfume-workshop-detail/ba', 'Workshop details | Brand (ar)'],
  ])('titles the public workshop and gift card page %s, indexable', (path, title) => {
    const { status, html } = render(path);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('noindex');
  });

  it.each([
    ['/sg/workshop', 'Book a workshop | Brand (en)'],
    ['/sg/zh-hans/account/bookings', 'Bookings | Brand (zh-hans)'],
    ['/ae/en/workshop', 'Book a workshop | Brand (en)'],
  ])('keeps the booking and account page %s out of search engines, with its title', (path, title) => {
    const { html } = render(path);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('injects an app-config block that cannot break out of its script tag', () => {
    const evil = [{ ...countries[0]!, name: '</script><script>alert(1)</script>' }];
    const { html } = renderPage(template, {
      pathname: '/sg/',
      countries: evil,
      publicOrigin: 'https://shop.example',
    });
    const block = html.match(/<script type="application\/json" id="app-config">([\s\S]*?)<\/script>/);
    expect(block).not.toBeNull();
    const config = JSON.parse(block![1]!);
    expect(config.countries[0].name).toBe('</script><script>alert(1)</script>');
    expect(config).toMatchObject({ publicOrigin: 'https://shop.example', sentryDsn: null, gtmId: null });
  });
});
