import { createContext } from 'react';

/** A parsed piece of CMS HTML, the same whether the browser or the server parsed it. */
export type HtmlNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: string; href: string | null; children: HtmlNode[] }
  | { kind: 'other' };

/** Parses CMS HTML as a browser parses a document's body (the HTML standard's algorithm). */
export type HtmlParser = (html: string) => HtmlNode[];

function fromDom(node: Node): HtmlNode {
  if (node.nodeType === 3) return { kind: 'text', text: node.textContent ?? '' };
  if (node.nodeType !== 1) return { kind: 'other' };
  const element = node as Element;
  return {
    kind: 'element',
    tag: element.tagName.toLowerCase(),
    href: element.getAttribute('href'),
    children: Array.from(element.childNodes, fromDom),
  };
}

/** The browser's own parser. */
export const domHtmlParser: HtmlParser = (html) =>
  Array.from(new DOMParser().parseFromString(html, 'text/html').body.childNodes, fromDom);

/**
 * The parser `SafeHtml` uses where the platform has none (the server render provides parse5's,
 * `@atelier/ui/cms-blocks/server`): both build the same tree, so the server's HTML hydrates as is.
 */
export const HtmlParserContext = createContext<HtmlParser | null>(null);
