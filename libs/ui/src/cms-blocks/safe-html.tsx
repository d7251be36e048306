import { createElement, Fragment, useContext, type ReactNode } from 'react';
import { domHtmlParser, HtmlParserContext, type HtmlNode } from './html-tree';
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

function convert(node: HtmlNode, key: string): ReactNode {
  if (node.kind === 'text') return node.text;
  if (node.kind === 'other') return null;
  const { tag } = node;
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = node.children.map((child, index) => convert(child, `${key}.${index}`));
  // The page title is the one <h1>; an h1 inside content becomes a section heading.
  const name = tag === 'h1' ? 'h2' : tag;
  if (!KEPT.has(name)) return createElement(Fragment, { key }, ...children);
  if (name === 'br') return createElement('br', { key });
  if (name === 'a') {
    const content = createElement(Fragment, null, ...children);
    // An unusable link keeps its text: the sentence still reads.
    return (
      <CmsLink key={key} href={node.href ?? ''} fallback={content}>
        {content}
      </CmsLink>
    );
  }
  return createElement(name, { key }, ...children);
}

/**
 * CMS HTML as React elements through an allow-list (no dangerouslySetInnerHTML): a compromised or
 * careless editor account cannot inject script into a page, even though the server sanitises too.
 * Links go through the app's href resolution (see CmsBlocks). The server render gives it parse5's
 * parser (HtmlParserContext), which builds the browser's tree, so the page hydrates unchanged;
 * where no parser exists at all, tags are stripped and the text kept.
 */
export function SafeHtml({ html }: { html: string }) {
  const parser = useContext(HtmlParserContext) ?? (typeof DOMParser === 'undefined' ? null : domHtmlParser);
  if (!parser) {
    const plain = html
      .replace(/<(script|style|template|iframe|object|noscript|svg|math)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return plain ? <p>{plain}</p> : null;
  }
  return <>{parser(html).map((node, index) => convert(node, String(index)))}</>;
}
