import {
  alternateLinks,
  canonicalLink,
  fontClassFor,
  htmlLangAttr,
  parsePath,
  textDirection,
  type Language,
  type LinkConfig,
} from '@atelier/commerce/paths';
import type { CmsPageSeo } from './cms-pages';
import { existingAlternates } from './localized-links';
import { organizationJsonLd } from './organization';
import { isPrivatePage, notFoundTitle, pageHead, type PageHeads } from './page-heads';
import escapeHtml from 'escape-html';

export interface PageCountry {
  code: string;
  name: string;
  defaultLanguage: Language;
  languages: Language[];
  currency: { code: string; name: string; symbol: string; is_left: boolean };
}

export interface PageContext {
  /** Request path without the query string. */
  pathname: string;
  countries: PageCountry[];
  publicOrigin: string;
  /** Per-country absolute bases for alternate links (SPEC §2: only sg uses a path prefix in production). */
  countryBases?: Record<string, string>;
  sentryDsn?: string | null;
  gtmId?: string | null;
  /** Stripe.js for the payment pages; null or absent: the built-in card form. */
  stripe?: StripeBrowserConfig | null;
  /**
   * The published CMS page this path shows in its country and language (see cmsSlugForPath), when
   * there is one: its SEO title and description replace the route title, and alternates list only
   * the versions that exist.
   */
  cms?: CmsPageSeo | null;
  /** The sales team's address, for the Organization JSON-LD contact point. */
  salesEmail?: string | null;
  /**
   * The area's page titles and descriptions (the `pageHeads` of its SSR build, page-heads.ts); none
   * when it is not built: the brand is then the title, and the page has no description.
   */
  heads?: PageHeads | null;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/** The config block the browser apps read with `readAppConfig()`; no secrets ever go in here. */
export interface AppConfig {
  publicOrigin: string;
  sentryDsn: string | null;
  gtmId: string | null;
  /** Only public values: the publishable key is meant for browsers, the secret key never is. */
  stripe: StripeBrowserConfig | null;
  countries: PageCountry[];
}

/** What the browser needs to load Stripe.js and make a Payment Element. */
export interface StripeBrowserConfig {
  publishableKey: string;
  jsUrl: string;
}

/**
 * The font preloads of the built index.html (`data-latin-font`): the Latin faces of Jost and
 * Playfair Display that set the largest text of most pages. Pages of countries with the Open Sans
 * class (vn, kr) never use them, so there they would be downloads for nothing.
 */
const LATIN_FONT_PRELOAD = /[ \t]*<link\b[^>]*\bdata-latin-font\b[^>]*>\s*/g;
/**
 * The Latin heading face's preload (`data-latin-font="display"`): Arabic pages set their headings in
 * Noto Kufi Arabic (tokens.css), so there it would be 24 KB on every page's first paint for a Latin
 * word a heading rarely has; the browser still fetches it when one does.
 */
const LATIN_DISPLAY_FONT_PRELOAD = /[ \t]*<link\b[^>]*\bdata-latin-font="display"[^>]*>\s*/g;
/** The Arabic faces' preloads (`data-arabic-font`): kept on Arabic pages only. */
const ARABIC_FONT_PRELOAD = /[ \t]*<link\b[^>]*\bdata-arabic-font\b[^>]*>\s*/g;

// JSON inside <script> must not be able to close the tag or open a comment.
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Fills the built index.html of an area for one request: `<html lang dir class>`, the title, the
 * canonical and alternate-language links, and the app-config block. A path whose country or language
 * segment is bad (or whose country we do not sell in) gets status 404 and a not-found title; the
 * browser app then shows its helpful not-found page.
 */
export function renderPage(
  template: string,
  ctx: PageContext,
): RenderedPage & { config: AppConfig; language: Language } {
  const parsed = parsePath(ctx.pathname);
  const country = parsed.ok ? ctx.countries.find((c) => c.code === parsed.country) : undefined;
  const config: AppConfig = {
    publicOrigin: ctx.publicOrigin,
    sentryDsn: ctx.sentryDsn ?? null,
    gtmId: ctx.gtmId ?? null,
    stripe: ctx.stripe ?? null,
    countries: ctx.countries,
  };
  const head: string[] = [];
  let status: 200 | 404 = 200;
  let language: Language = 'en';
  let htmlAttrs = 'lang="en" dir="ltr"';
  let jostFonts = true;

  if (ctx.pathname === '/') {
    // The front door: the browser sends the visitor to their country's home; until then the
    // page is titled as the home page is (not "Page not found": it is no missing page).
    head.push(`<title>${escapeHtml(pageHead(ctx.heads ?? null, [], language).title)}</title>`);
  } else if (!parsed.ok || !country || (parsed.language && !country.languages.includes(parsed.language))) {
    status = 404;
    head.push(
      `<title>${escapeHtml(notFoundTitle(ctx.heads ?? null, language))}</title>`,
      '<meta name="robots" content="noindex">',
    );
  } else {
    language = parsed.language ?? country.defaultLanguage;
    const fontClass = fontClassFor(country.code);
    jostFonts = !fontClass;
    htmlAttrs =
      `lang="${htmlLangAttr(language, country.code)}" dir="${textDirection(language)}"` +
      (fontClass ? ` class="${fontClass}"` : '');
    const links: LinkConfig = {
      origin: ctx.publicOrigin,
      countryBases: ctx.countryBases,
      countries: ctx.countries.map((c) => ({
        code: c.code,
        defaultLanguage: c.defaultLanguage,
        languages: c.languages,
      })),
      xDefaultCountry: 'sg',
    };
    const page = { country: country.code, language: parsed.language, rest: parsed.rest };
    const cms = parsed.draft ? null : ctx.cms;
    const route = pageHead(ctx.heads ?? null, parsed.rest, language);
    head.push(`<title>${escapeHtml(cms?.title || route.title)}</title>`);
    const description = cms?.description || route.description;
    if (description) head.push(`<meta name="description" content="${escapeHtml(description)}">`);
    // A draft, or a shopper's own page (its manifest says `private`): nothing for search engines.
    if (parsed.draft || isPrivatePage(ctx.heads ?? null, parsed.rest)) {
      head.push('<meta name="robots" content="noindex">');
    }
    head.push(`<link rel="canonical" href="${escapeHtml(canonicalLink(links, page))}">`);
    const alternates = cms ? existingAlternates(links, page, cms.locales) : alternateLinks(links, page);
    for (const alt of alternates) {
      head.push(`<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`);
    }
    // Who runs the site, for search engines' knowledge panel: on the two front doors only.
    const rest = parsed.rest.join('/');
    if (rest === '' || rest === 'business-scenting') {
      const jsonLd = organizationJsonLd({
        publicOrigin: ctx.publicOrigin,
        salesEmail: ctx.salesEmail ?? null,
      });
      head.push(`<script type="application/ld+json">${safeJson(jsonLd)}</script>`);
    }
  }
  head.push(`<script type="application/json" id="app-config">${safeJson(config)}</script>`);

  let withFonts = jostFonts ? template : template.replace(LATIN_FONT_PRELOAD, '');
  if (language !== 'ar') withFonts = withFonts.replace(ARABIC_FONT_PRELOAD, '');
  else withFonts = withFonts.replace(LATIN_DISPLAY_FONT_PRELOAD, '');
  const html = withFonts
    .replace(/<html[^>]*>/, `<html ${htmlAttrs}>`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace('</head>', `    ${head.join('\n    ')}\n  </head>`);
  return { status, html, config, language };
}
