import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import type { HtmlNode, HtmlParser } from './html-tree';

type Node = DefaultTreeAdapterTypes.ChildNode;

function fromParse5(node: Node): HtmlNode {
  if (node.nodeName === '#text')
    return { kind: 'text', text: (node as DefaultTreeAdapterTypes.TextNode).value };
  if (!('tagName' in node)) return { kind: 'other' };
  const children = node.tagName === 'template' ? [] : node.childNodes.map(fromParse5);
  return {
    kind: 'element',
    tag: node.tagName,
    href: node.attrs.find((attr) => attr.name === 'href')?.value ?? null,
    children,
  };
}

/**
 * CMS HTML parsed on the server by parse5, which implements the HTML standard's parsing algorithm
 * as browsers do (implied and misnested tags end up where `DOMParser` puts them), so the server's
 * render of a CMS page is the browser's and hydrates without a mismatch. Server bundles only.
 */
export const serverHtmlParser: HtmlParser = (html) => {
  const document = parse(html);
  const root = document.childNodes.find(
    (node) => node.nodeName === 'html',
  ) as DefaultTreeAdapterTypes.Element;
  const body = root.childNodes.find((node) => node.nodeName === 'body') as DefaultTreeAdapterTypes.Element;
  return body.childNodes.map(fromParse5);
};
