/**
 * Only web, mail and phone links, or paths on our own site: `javascript:`, `data:` and
 * protocol-relative `//host` links from CMS content are never rendered as links.
 */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^(https?:|mailto:|tel:)/i.test(value);
}

/**
 * Only pictures from the web, our own site (`/media/...`) or an inline image (`data:image/...`,
 * which an <img> shows without running anything): a CMS image whose source is a script URL or
 * another scheme is not shown (React would otherwise still preload it).
 */
export function isSafeImageSrc(src: string): boolean {
  const value = src.trim();
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^(https?:|data:image\/)/i.test(value);
}

/** A CMS image source if it is safe to show (isSafeImageSrc), else undefined. */
export const safeImage = (src: string | null | undefined) => (src && isSafeImageSrc(src) ? src : null);
