/**
 * Images are stored as server paths (`/media/products/x.svg`) so the data does not depend on the
 * host; the contract's `ImageUrl` is an absolute URI, so they leave prefixed with PUBLIC_ORIGIN.
 */
export function mediaUrl(publicOrigin: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicOrigin}${path.startsWith('/') ? '' : '/'}${path}`;
}
