import { createElement, Fragment, type ReactNode } from 'react';
import { CmsLink } from './cms-links';

// Editors write simple formatted text. Only these elements survive; everything else keeps its text
// but loses its markup (event handlers, inline styles, classes and every other attribute go too).
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
// Their content is code or markup, not text a reader should see.
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
]);

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) => convert(child, `${key}.${index}`));
  // The page title is the one <h1>; an h1 inside content becomes a section heading.
  const name = tag === 'h1' ? 'h2' : tag;
  if (!KEPT.has(name)) return createElement(Fragment, { key }, ...children);
  if (name === 'br') return createElement('br', { key });
  if (name === 'a') {
    const content = createElement(Fragment, null, ...children);
    // An unusable link keeps its text: the sentence still reads.
    return (
      <CmsLink key={key} href={element.getAttribute('href') ?? ''} fallback={content}>
        {content}
      </CmsLink>
    );
  }
  return createElement(name, { key }, ...children);
}

/**
 * CMS HTML as React elements through an allow-list (no dangerouslySetInnerHTML): a compromised or
 * careless editor account cannot inject script into a page, even though the server sanitises too.
 * Links go through the app's href resolution (see CmsBlocks). Where no HTML parser exists (a
 * server render), tags are stripped and the text kept.
 */
export function SafeHtml({ html }: { html: string }) {
  if (typeof DOMParser === 'undefined') {
    const plain = html
      .replace(/<(script|style|template|iframe|object|noscript|svg|math)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return plain ? <p>{plain}</p> : null;
  }
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{Array.from(body.childNodes, (child, index) => convert(child, String(index)))}</>;
}
