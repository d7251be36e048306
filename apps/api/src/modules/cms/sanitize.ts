import sanitizeHtmlLibrary from 'sanitize-html';

/**
 * The one allow-list of editor HTML (contract `CmsBlock`: "HTML in `data.html` is sanitised by the
 * server"). Text formatting, lists, headings below the page's h1, quotes, tables and links; no
 * attributes but a link's `href` (http, https, mailto or relative) and the `rel` we set, so no
 * `style`, no `on*` handlers, no images or frames: content arrives from files and editors, and the
 * browser apps put it into the page as HTML.
 */
const OPTIONS: sanitizeHtmlLibrary.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // `//host/path` is another site in disguise, not a relative link.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them (not just the tags): their content is code, not text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
  ],
  transformTags: {
    // A link never gets a handle on the page that opened it (window.opener), whatever the editor set.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: relWithNoopener(attribs.rel) } }),
  },
};

function relWithNoopener(rel: string | undefined): string {
  const tokens = (rel ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => /^[a-z]+$/.test(token) && token !== 'noopener');
  return [...new Set(tokens), 'noopener'].join(' ');
}

/** One HTML string through the allow-list. */
export function sanitizeHtml(html: string): string {
  return sanitizeHtmlLibrary(html, OPTIONS);
}

// `html` and every `*_html` (a faq item's `answer_html`): the apps render both as HTML.
const isHtmlKey = (key: string) => key === 'html' || key.endsWith('_html');

function sanitizeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sanitizeValue);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = isHtmlKey(key) && typeof inner === 'string' ? sanitizeHtml(inner) : sanitizeValue(inner);
  }
  return copy;
}

/**
 * Block data with every string under an `html` or `*_html` key sanitised, at any depth (`data.html`, the items
 * of a faq or table block, ...); other values are copied as they are. The input is not changed.
 */
export function sanitizeBlockData(data: Record<string, unknown>): Record<string, unknown> {
  return sanitizeValue(data) as Record<string, unknown>;
}

/**
 * Blocks ready to be stored or sent: the CMS routes run every page through it when serving it,
 * and the content import calls it before storing, so HTML from any source meets the allow-list.
 */
export function sanitizeBlocks<T extends { data: Record<string, unknown> }>(blocks: readonly T[]): T[] {
  return blocks.map((block) => ({ ...block, data: sanitizeBlockData(block.data) }));
}
