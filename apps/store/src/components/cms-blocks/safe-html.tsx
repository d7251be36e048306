import { createElement, Fragment, type ReactNode } from 'react';

// Editors write simple formatted text. Only these elements survive; everything else keeps its text
// but loses its markup (scripts, styles, iframes, event handlers, inline styles, classes).
const KEPT = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
]);
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'noscript',
  'svg',
  'math',
]);

/** Only web, mail and phone links, or paths on our own site. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^(https?:|mailto:|tel:)/i.test(value);
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) => convert(child, `${key}.${index}`));
  // The page title is the one <h1>; an h1 inside content becomes a section heading.
  const name = tag === 'h1' ? 'h2' : tag;
  if (!KEPT.has(name) && tag !== 'h1') return createElement(Fragment, { key }, ...children);
  if (name === 'br') return createElement('br', { key });
  if (name === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (!isSafeHref(href)) return createElement(Fragment, { key }, ...children);
    const external = /^https?:/i.test(href.trim());
    return createElement(
      'a',
      { key, href, ...(external ? { rel: 'noopener noreferrer' } : {}) },
      ...children,
    );
  }
  return createElement(name, { key }, ...children);
}

/**
 * CMS HTML as React elements through an allow-list (no dangerouslySetInnerHTML): a compromised or
 * careless editor account cannot inject script into the shop. Where no HTML parser exists (a
 * future server render), tags are stripped and the text kept.
 */
export function SafeHtml({ html }: { html: string }) {
  if (typeof DOMParser === 'undefined') {
    const text = html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return text ? <p>{text}</p> : null;
  }
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{Array.from(body.childNodes, (child, index) => convert(child, String(index)))}</>;
}
