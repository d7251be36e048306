/**
 * Images are stored as server paths (`/media/products/x.svg`) and leave as they are stored:
 * root-relative, so the browser loads them from whichever host the shop was reached at (the
 * configured PUBLIC_ORIGIN, 127.0.0.1, a preview host) and the CSP's `img-src 'self'` allows them.
 * An image hosted elsewhere (an absolute http(s) URL) is passed through. What must be absolute
 * outside the page (JSON-LD, e-mails, sitemaps) resolves against PUBLIC_ORIGIN where it is made.
 */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return path.startsWith('/') ? path : `/${path}`;
}
