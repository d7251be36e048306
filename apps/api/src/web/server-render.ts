import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from './render-page';
import { safeJson } from './render-page';
import { EARLY_TAPS_TAG } from './early-taps';

/**
 * Server rendering of the store's pages (docs/performance.md, "Lighthouse"). The store's SSR build
 * (apps/store/src/entry-server.tsx → dist/server/entry-server.js) is loaded at runtime by path,
 * like dist/index.html: the server never imports the store at compile time. Whatever goes wrong —
 * no build, a render that throws, the time budget spent — the shopper gets today's client-only
 * page (and the log a warning), never a 500.
 */

/** What an area's entry-server `render` (store, business) takes and returns (kept in step by the API tests). */
export interface PageRenderInput {
  url: string;
  config: AppConfig;
  fetch: (request: Request) => Promise<Response>;
  signal?: AbortSignal;
}
export type PageRenderResult =
  | { kind: 'page'; status: number; html: string; head: string[]; state: unknown; modules: string[] }
  | { kind: 'skip'; reason: string };
export interface PageRenderer {
  render(input: PageRenderInput): Promise<PageRenderResult>;
}

/** How long a page may take to render (API calls included) before the client-only page is sent. */
export const RENDER_BUDGET_MS = 2_000;

/** The id of the state block; the store's main.tsx reads it (app/hydration/server-state.ts). */
const STATE_ELEMENT_ID = 'ssr-state';

/** Loads the SSR module; null (with a warning) when it is not built or does not load. */
export async function loadPageRenderer(file: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  if (!existsSync(file)) {
    log.warn({ file }, 'server render not built: these pages render in the browser only');
    return null;
  }
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
    if (typeof module.render !== 'function') throw new Error('no render export');
    return { render: module.render };
  } catch (error) {
    log.warn({ err: error, file }, 'server render failed to load: these pages render in the browser only');
    return null;
  }
}

/** A Vite build manifest entry (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * Stylesheets up to this size travel inside the page's HTML (Astro's rule: Vite's own
 * `assetsInlineLimit`, 4 KB). A route's first load linked eight stylesheets of 34 B to 1.7 KB
 * besides the shell's one; each was a render-blocking request, and Lighthouse put the checkout's
 * LCP behind them (docs/performance.md, "Lighthouse").
 */
export const INLINE_STYLESHEET_MAX_BYTES = 4_096;

/**
 * A stylesheet inlined as `<style>`, followed by a *disabled* link to its file: browsers do not
 * fetch a disabled stylesheet (HTML's "explicitly enabled"), and Vite's loader, which skips any
 * CSS file already linked as a stylesheet, does not fetch it again when the page's chunk loads.
 */
function inlineStylesheet(href: string, css: string): string {
  // Our own build's CSS, but nothing in it may end the element early.
  const text = css.replace(/<\/(style)/gi, '<\\/$1');
  return `<style data-href="${href}">${text}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
}

/**
 * The `<link>`s a page's modules need in the first HTML: `modulepreload` for the page's chunk, its
 * texts and their imports (fetched beside the entry, not after it), and the stylesheets of those
 * chunks (the server-rendered page must not paint unstyled; Vite's loader later finds them in place
 * and does not load them twice). Small stylesheets are inlined (INLINE_STYLESHEET_MAX_BYTES).
 * Files the template already links are left out.
 */
export function createPreloads(
  dist: string,
  template: string,
  base = '/',
): (modules: readonly string[]) => string[] {
  const file = join(dist, '.vite/manifest.json');
  let manifest: Record<string, ManifestChunk> = {};
  try {
    if (existsSync(file)) manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    // No preloads is a slower page, not a broken one.
  }
  // Built files never change under a running server: each stylesheet is read once.
  const small = new Map<string, string | null>();
  const smallStylesheet = (path: string): string | null => {
    if (!small.has(path)) {
      let css: string | null = null;
      try {
        const target = join(dist, path);
        if (statSync(target).size <= INLINE_STYLESHEET_MAX_BYTES) css = readFileSync(target, 'utf8');
      } catch {
        // Missing from disk: linked as usual.
      }
      small.set(path, css);
    }
    return small.get(path) ?? null;
  };
  return (modules) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const child of chunk.imports ?? []) visit(child);
    };
    modules.forEach(visit);
    const fresh = (path: string) => !template.includes(`${base}${path}"`);
    return [
      ...[...styles].filter(fresh).map((path) => {
        const css = smallStylesheet(path);
        return css === null
          ? `<link rel="stylesheet" crossorigin href="${base}${path}">`
          : inlineStylesheet(`${base}${path}`, css);
      }),
      ...[...scripts]
        .filter(fresh)
        .map((path) => `<link rel="modulepreload" crossorigin href="${base}${path}">`),
    ];
  };
}

/**
 * The API as the page's own requests would reach it, without a socket (`app.inject`): same
 * headers (the client's locale headers), the shopper's address (so rate limits count these calls
 * as theirs), no cookies or credentials (the server renders what any visitor would see).
 */
export function injectFetch(app: FastifyInstance, request: FastifyRequest) {
  return async (call: Request): Promise<Response> => {
    const url = new URL(call.url);
    const body = call.method === 'GET' || call.method === 'HEAD' ? undefined : await call.text();
    const headers = Object.fromEntries(call.headers);
    headers['user-agent'] = request.headers['user-agent'] ?? 'store-server-render';
    const response = await app.inject({
      method: call.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: request.ip,
      ...(body === undefined ? {} : { payload: body }),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers: out });
  };
}

export interface RenderedStorePage {
  status: number;
  /** The #root inner HTML. */
  html: string;
  state: unknown;
  links: string[];
}

/**
 * Renders one store page within the budget; null when the page is not rendered on the server (the
 * module is missing, the page is a redirect or an error the browser draws, or the render failed or
 * took too long).
 */
export async function renderStorePage(
  renderer: PageRenderer | null,
  input: Omit<PageRenderInput, 'signal'>,
  options: { log: FastifyBaseLogger; preloads: (modules: readonly string[]) => string[]; budgetMs?: number },
): Promise<RenderedStorePage | null> {
  if (!renderer) return null;
  const budget = options.budgetMs ?? RENDER_BUDGET_MS;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`server render took longer than ${budget} ms`));
    }, budget);
  });
  try {
    const result = await Promise.race([renderer.render({ ...input, signal: controller.signal }), timeout]);
    if (result.kind !== 'page') return null;
    return {
      status: result.status,
      html: result.html,
      state: result.state,
      // React's own resource hints (the main image's preload) first, then the page's modules.
      links: [...result.head, ...options.preloads(result.modules)],
    };
  } catch (error) {
    options.log.warn({ err: error, url: input.url }, 'server render failed: sending the client-only page');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The template's `<meta charset>`, which stays first (within the first 1,024 bytes). */
const CHARSET = /<meta charset=[^>]*>/i;

/** The page's module scripts and their preloads (Vite's and ours), for the priority below. */
const MODULE_TAGS = /<(script type="module"|link rel="modulepreload")/g;

/**
 * Puts a server-rendered page into the filled template: its markup, state block and links, and the
 * script that holds the visitor's taps until the page has hydrated (early-taps.ts). Its
 * scripts are fetched at low priority: the page paints from the HTML and the stylesheets alone, so
 * on a slow connection the styles, fonts and the main image go first and the code that makes the
 * page interactive comes right behind (it is all requested at once either way).
 */
export function insertRenderedPage(page: string, rendered: RenderedStorePage): string {
  const links = rendered.links.map((link) => `    ${link}\n`).join('');
  const state = `<script type="application/json" id="${STATE_ELEMENT_ID}">${safeJson(rendered.state)}</script>`;
  // The early-taps script first in the head, before any stylesheet (an inline script after one
  // waits for it): it must listen before the markup can be tapped.
  const withTaps = CHARSET.test(page)
    ? page.replace(CHARSET, (charset) => `${charset}\n    ${EARLY_TAPS_TAG}`)
    : page.replace('</head>', `  ${EARLY_TAPS_TAG}\n  </head>`);
  return withTaps
    .replace('</head>', `${links}  </head>`)
    .replace(MODULE_TAGS, '<$1 fetchpriority="low"')
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>\n    ${state}`);
}
