/* global fetch -- Node's built-in fetch (Node ≥ 20); the lint config lists no Node globals for .mjs. */
// Warming the server before the audits: each page once, and every size of its leading pictures.
// The image pipeline encodes a size on its first request and keeps it (apps/api media module), and
// the server caches rendered pages; a freshly started server would otherwise make the first audit
// of a page wait for encoding (a full-bleed hero at 1920 px took a second on this machine), which is
// the first visitor's cost after a deploy, not the page's.

/**
 * The URLs of the high-priority pictures of a page's HTML: every candidate of their srcset. HTML
 * attribute names are case-insensitive, and React writes them as `fetchPriority`, `srcSet` and
 * `imageSrcSet`: matched without regard to case.
 */
export function leadImageUrls(html, baseUrl) {
  const urls = new Set();
  const tags = [
    ...html.matchAll(/<img\b[^>]*\bfetchpriority="high"[^>]*>/gi),
    ...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*>/gi),
  ].map(([tag]) => tag);
  for (const tag of tags) {
    const srcset = /\b(?:srcset|imagesrcset)="([^"]*)"/i.exec(tag)?.[1] ?? '';
    for (const candidate of srcset.split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.add(new URL(url.replaceAll('&amp;', '&'), baseUrl).href);
    }
    const src = /\b(?:src|href)="([^"]*)"/i.exec(tag)?.[1];
    if (src) urls.add(new URL(src.replaceAll('&amp;', '&'), baseUrl).href);
  }
  return [...urls];
}

/** Requests each page and its lead pictures once (as Chromium asks for them: AVIF first). */
export async function warmPages(urls) {
  for (const url of urls) {
    const html = await (await fetch(url)).text();
    for (const image of leadImageUrls(html, url)) {
      const res = await fetch(image, {
        headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
      });
      await res.arrayBuffer();
    }
  }
}
