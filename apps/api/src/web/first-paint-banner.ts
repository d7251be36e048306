import type { FastifyBaseLogger } from 'fastify';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Language } from '@atelier/commerce/paths';

/**
 * The store's consent question as static HTML for a visitor who has not answered (no answer in
 * the request's cookies), else null: the `consentBannerHtml` export of the store's SSR build
 * (apps/store/src/app/consent/consent-first-paint.tsx), which owns the cookie's rule and the card's
 * markup. The page shows it from its first paint; the interactive banner replaces it after
 * hydration. Before, the banner came only after hydration and its chunk, and on short pages (cart,
 * checkout, quiz) it was the largest text: Lighthouse's LCP waited for all of the page's JavaScript.
 */
export type ConsentBanner = (language: Language, cookieHeader: string | undefined) => string | null;

/** The store SSR module's `consentBannerHtml`; null when not built (the banner then comes after hydration only). */
export async function loadConsentBanner(file: string, log: FastifyBaseLogger): Promise<ConsentBanner | null> {
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as { consentBannerHtml?: unknown };
    if (typeof module.consentBannerHtml !== 'function') throw new Error('no consentBannerHtml export');
    return module.consentBannerHtml as ConsentBanner;
  } catch (error) {
    log.warn({ err: error, file }, 'consent banner failed to load: it shows after hydration only');
    return null;
  }
}

/** The page with the banner after its root (before the closing body tag), outside what React hydrates. */
export function withFirstPaintBanner(html: string, banner: string | null): string {
  if (banner === null) return html;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + banner : `${html.slice(0, end)}${banner}${html.slice(end)}`;
}
