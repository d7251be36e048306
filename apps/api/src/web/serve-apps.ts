import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { areaOf, parsePath } from '@atelier/commerce/paths';
import {
  cmsSlugForPath,
  listBusinessSitemapPages,
  loadCmsPageSeo,
  type CmsPageSeo,
  type LocalizedSitemapPage,
} from './cms-pages';
import { sendHtml } from './compressed-html';
import { type ConsentBanner, loadConsentBanner, withFirstPaintBanner } from './first-paint-banner';
import { serveAdmin } from './serve-admin';
import { createPageCache, type PageAnswer, type PageCacheOptions, type RenderWatch } from './page-cache';
import { loadPageHeads, privateSegments, type PageHeads } from './page-heads';
import { renderPage, type PageCountry, type StripeBrowserConfig } from './render-page';
import {
  createPreloads,
  injectFetch,
  insertRenderedPage,
  loadPageRenderer,
  renderStorePage,
  type PageRenderer,
} from './server-render';
import { buildRobots, buildSitemap } from './sitemap';
import { DEFAULT_COUNTRY } from '../http/market';
import { packageRoot } from '../package-root';

export interface WebAppsOptions {
  /** Folder of the built store (`apps/store/dist`). */
  storeDist: string;
  /**
   * The store's server-render module (default `{storeDist}/server/entry-server.js`); pages render in
   * the browser only when it is missing. Tests pass a renderer instead.
   */
  storeServerEntry?: string;
  storeRenderer?: PageRenderer | null;
  /** The business area's renderer (default: `{businessDist}/server/entry-server.js` when built). */
  businessRenderer?: PageRenderer | null;
  /**
   * The areas' page titles, descriptions and sitemap entries; by default the `pageHeads` of the
   * same SSR modules (page-heads.ts). Tests pass their own.
   */
  pageHeads?: { store?: PageHeads | null; business?: PageHeads | null };
  /** The store's first-paint consent question; by default the store SSR module's (first-paint-banner.ts). */
  consentBanner?: ConsentBanner | null;
  /** How long a page may take to render on the server (default RENDER_BUDGET_MS). */
  renderBudgetMs?: number;
  /** Folder of the built business area (`apps/business/dist`, built with base `/business/`). */
  businessDist: string;
  /**
   * Folder of the built operator console (default `apps/admin/dist` beside this package; built with
   * base `/admin/`), served at `/admin/` by serve-admin.ts.
   */
  adminDist?: string;
  publicOrigin?: string;
  /** The countries we sell in, for html lang, links and the app-config block. */
  loadCountries?: () => Promise<PageCountry[]>;
  /** Pages beyond the fixed ones (products, ...) for sitemap.xml, as path segments after the locale. */
  loadSitemapPages?: () => Promise<string[][]>;
  /** Pages that exist only in some countries/languages (business collection pages); default from the database. */
  loadLocalizedSitemapPages?: () => Promise<LocalizedSitemapPage[]>;
  /** The SEO of the published CMS page `slug` in one country and language; default from the database. */
  loadCmsPageSeo?: (key: { slug: string; country: string; language: string }) => Promise<CmsPageSeo | null>;
  /** Sales e-mail for the Organization JSON-LD contact point (SALES_EMAIL); none when unset. */
  salesEmail?: string | null;
  countryBases?: Record<string, string>;
  sentryDsn?: string | null;
  gtmId?: string | null;
  /** Stripe.js for the payment pages (STRIPE_PUBLISHABLE_KEY, STRIPE_JS_URL); null: built-in card form. */
  stripe?: StripeBrowserConfig | null;
  /**
   * The server-rendered pages kept in memory (page-cache.ts), on by default where the app has a
   * database (its catalogue version says when a page is stale); false turns it off (PAGE_CACHE=off).
   */
  pageCache?: PageCacheOptions | false;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const COUNTRIES_TTL_MS = 60_000;

/**
 * Serves the two browser areas from one origin. Hashed assets are cached for a year; the HTML page
 * is never cached by browsers (`no-cache`), so a deploy is picked up on the next navigation; this
 * process keeps the server-rendered pages that are the same for every shopper (page-cache.ts). Which page a path gets follows
 * the area split of SPEC §2: `/{cc}/{lang?}/business-scenting/...` gets the business page, every
 * other non-API path the store's, so each area loads only its own code. The page is filled per
 * request (lang/dir, title, canonical and alternates) so crawlers need not run scripts.
 */
export async function serveApps(app: FastifyInstance, options: WebAppsOptions): Promise<void> {
  const templates = {
    store: readPage(options.storeDist),
    business: readPage(options.businessDist),
  };
  // Each area's server render (its SSR build, loaded by path) and the preloads its pages need.
  const serverEntries = {
    store: options.storeServerEntry ?? join(options.storeDist, 'server/entry-server.js'),
    business: join(options.businessDist, 'server/entry-server.js'),
  };
  const renderers = {
    store:
      options.storeRenderer !== undefined
        ? options.storeRenderer
        : await loadPageRenderer(serverEntries.store, app.log),
    business:
      options.businessRenderer !== undefined
        ? options.businessRenderer
        : await loadPageRenderer(serverEntries.business, app.log),
  };
  // Titles, descriptions and sitemap entries: data the same modules export (page-heads.ts).
  const heads = {
    store:
      options.pageHeads?.store !== undefined
        ? options.pageHeads.store
        : await loadPageHeads(serverEntries.store, app.log),
    business:
      options.pageHeads?.business !== undefined
        ? options.pageHeads.business
        : await loadPageHeads(serverEntries.business, app.log),
  };
  const consentBanner =
    options.consentBanner !== undefined
      ? options.consentBanner
      : await loadConsentBanner(serverEntries.store, app.log);
  /** Whether this store page request gets the first-paint consent question (no answer in its cookies). */
  const asksConsent = (request: FastifyRequest, pathname: string) =>
    consentBanner !== null &&
    pathname !== '/' &&
    areaOf(pathname) === 'store' &&
    consentBanner('en', request.headers.cookie) !== null;
  // A shopper's own pages (manifests marked `private`): never cached, out of robots' reach.
  const shopperPages = privateSegments(heads.store, heads.business);
  const preloads = {
    store: createPreloads(options.storeDist, templates.store),
    business: createPreloads(options.businessDist, templates.business, '/business/'),
  };

  // With COUNTRY_BASES, SPEC §2 wants every country but sg on a host of its own: one left out
  // would still be linked as /cc on PUBLIC_ORIGIN, so say which (once per set), not silently.
  let unhosted = '';
  const warnOfCountriesWithoutBase = (list: PageCountry[]) => {
    const bases = options.countryBases ?? {};
    if (Object.keys(bases).length === 0) return;
    const missing = list
      .map((c) => c.code)
      .filter((code) => code !== DEFAULT_COUNTRY && !bases[code])
      .join(',');
    if (missing && missing !== unhosted)
      app.log.warn(
        { countries: missing },
        'COUNTRY_BASES names no host for these countries: their links keep a /cc prefix',
      );
    unhosted = missing;
  };

  // Countries change rarely; a short cache keeps the page path off the database.
  let countries: { at: number; value: Promise<PageCountry[]> } | null = null;
  const currentCountries = () => {
    if (!countries || Date.now() - countries.at > COUNTRIES_TTL_MS) {
      const value = options.loadCountries?.() ?? Promise.resolve([]);
      value.then(warnOfCountriesWithoutBase, () => (countries = null));
      countries = { at: Date.now(), value };
    }
    return countries.value;
  };

  // CMS lookups go through the app's database unless the caller supplies its own.
  const hasDb = app.hasDecorator('db');
  const cmsSeo =
    options.loadCmsPageSeo ??
    (hasDb ? (key: Parameters<typeof loadCmsPageSeo>[1]) => loadCmsPageSeo(app.db, key) : null);
  const localizedPages =
    options.loadLocalizedSitemapPages ?? (hasDb ? () => listBusinessSitemapPages(app.db) : null);
  // Rendered pages in memory, dropped whenever the catalogue version moves (with the countries
  // kept above, which the pages show too).
  const pageCache =
    options.pageCache !== false && hasDb
      ? createPageCache(app, app.db, { privateSegments: shopperPages, ...options.pageCache })
      : null;
  pageCache?.onNewVersion(() => (countries = null));

  // The CMS page a path shows, for its title and description; a failed lookup must not cost the
  // visitor the page, so it falls back to the route title.
  const cmsFor = async (pathname: string, countries: PageCountry[]): Promise<CmsPageSeo | null> => {
    const parsed = parsePath(pathname);
    if (!cmsSeo || !parsed.ok || parsed.draft) return null;
    const slug = cmsSlugForPath(parsed.rest);
    const country = countries.find((c) => c.code === parsed.country);
    if (!slug || !country) return null;
    try {
      return await cmsSeo({
        slug,
        country: country.code,
        language: parsed.language ?? country.defaultLanguage,
      });
    } catch (error) {
      app.log.warn({ err: error, pathname }, 'CMS page SEO lookup failed');
      return null;
    }
  };

  const assets = (root: string, prefix: string) =>
    app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      index: false,
      // The builds write .br/.gz copies of their text files (apps/store/vite-precompress.ts).
      preCompressed: true,
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    });
  await assets(join(options.storeDist, 'assets'), '/assets/');
  await assets(join(options.businessDist, 'assets'), '/business/assets/');
  // The console: its own paths and headers, no shopper page's (serve-admin.ts).
  await serveAdmin(app, { adminDist: options.adminDist ?? join(packageRoot, '../admin/dist') });

  const originOf = (request: { protocol: string; host: string }) =>
    options.publicOrigin ?? `${request.protocol}://${request.host}`;
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(buildRobots(originOf(request), shopperPages)),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const xml = buildSitemap({
      publicOrigin: originOf(request),
      countryBases: options.countryBases,
      countries: await currentCountries(),
      pages: [
        ...(heads.store?.sitemap ?? []),
        ...(heads.business?.sitemap ?? []),
        ...((await options.loadSitemapPages?.()) ?? []),
      ],
      localizedPages: (await localizedPages?.()) ?? [],
    });
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });

  /**
   * One page: the area's filled template, with the server render in it where the server can
   * render the page. `watch` (the page cache's) sees the API calls the render makes.
   */
  const answerPage = async (
    request: FastifyRequest,
    pathname: string,
    watch: RenderWatch | null,
    asking: boolean,
  ): Promise<PageAnswer> => {
    const pageCountries = await currentCountries();
    const page = renderPage(templates[areaOf(pathname)], {
      pathname,
      heads: heads[areaOf(pathname)],
      countries: pageCountries,
      cms: await cmsFor(pathname, pageCountries),
      salesEmail: options.salesEmail ?? null,
      publicOrigin: originOf(request),
      countryBases: options.countryBases,
      sentryDsn: options.sentryDsn,
      gtmId: options.gtmId,
      stripe: options.stripe ?? null,
    });
    const withBanner = (html: string) =>
      asking ? withFirstPaintBanner(html, consentBanner?.(page.language, request.headers.cookie) ?? null) : html;
    // A page the server can render carries its content (and the state to hydrate from); a bad
    // locale and `/` (the visitor's stored country decides) stay client-rendered.
    const area = areaOf(pathname);
    if (page.status === 200 && pathname !== '/') {
      const fetch = injectFetch(app, request);
      const rendered = await renderStorePage(
        renderers[area],
        {
          url: `${originOf(request)}${request.url}`,
          config: page.config,
          fetch: watch ? watch.wrap(fetch) : fetch,
        },
        { log: request.log, preloads: preloads[area], budgetMs: options.renderBudgetMs },
      );
      if (rendered) {
        return {
          status: rendered.status === 404 ? 404 : 200,
          html: withBanner(insertRenderedPage(page.html, rendered)),
          rendered: true,
        };
      }
    }
    return { status: pathname === '/' ? 200 : page.status, html: withBanner(page.html), rendered: false };
  };

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send({ message: 'Not found', status: 404 });
    }
    if (PREVIEW_QUERY.test(request.url)) allowSameOriginFraming(reply);
    // Visitors who have answered the consent question and those who have not get different pages.
    const asking = asksConsent(request, pathname);
    if (pageCache) {
      return pageCache.serve(
        request,
        reply,
        { pathname, key: `${originOf(request)}${request.url}${asking ? ' asking-consent' : ''}` },
        (watch) => answerPage(request, pathname, watch, asking),
      );
    }
    const page = await answerPage(request, pathname, null, asking);
    return sendHtml(request, reply, page.status, page.html);
  });
}

/** A draft preview link (`?preview_token=`): never cached (page-cache.ts bypasses it). */
const PREVIEW_QUERY = /[?&]preview_token=/i;

/**
 * The console's pages screen shows a draft in a frame (serve-admin.ts `frame-src 'self'`): a
 * preview page may be framed by our own origin, never by another. Every other page stays unframeable.
 */
function allowSameOriginFraming(reply: FastifyReply): void {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', policy.replace(/frame-ancestors[^;]*/, "frame-ancestors 'self'"));
  reply.header('x-frame-options', 'SAMEORIGIN');
}

function readPage(dist: string): string {
  const file = join(dist, 'index.html');
  if (!existsSync(file)) {
    return '<!doctype html><html lang="en"><head><title>Not built</title></head><body><p>This area is not built yet: run <code>npm start</code>.</p></body></html>';
  }
  return readFileSync(file, 'utf8');
}
