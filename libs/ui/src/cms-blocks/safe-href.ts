/**
 * Only web, mail and phone links, or paths on our own site: `javascript:`, `data:` and
 * protocol-relative `//host` links from CMS content are never rendered as links.
 */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^(https?:|mailto:|tel:)/i.test(value);
}
