import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HtmlParserContext } from './html-tree';
import { SafeHtml } from './safe-html';
import { serverHtmlParser } from './server-html-parser';

const samples = [
  '<p>Plain <strong>bold</strong> and <em>italic</em> &amp; an entity&nbsp;here.</p>',
  '<h1>Title</h1><ul><li>one</li><li>two <a href="/faq">FAQ</a></li></ul>',
  // Misnested and implied tags: a list inside a paragraph, an unclosed item, stray text.
  '<p>Before<ul><li>inside<li>next</ul>after</p>stray <b>text',
  '<table><tr><td>cell</td></tr></table><script>alert(1)</script><img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" style="color:red">Styled <a href="javascript:alert(1)">bad link</a></p>',
];

const render = (html: string, withServerParser: boolean) =>
  renderToString(
    withServerParser ? (
      <HtmlParserContext.Provider value={serverHtmlParser}>
        <SafeHtml html={html} />
      </HtmlParserContext.Provider>
    ) : (
      <SafeHtml html={html} />
    ),
  );

describe('SafeHtml on the server', () => {
  it.each(samples)('renders %s as the browser does, so the page hydrates unchanged', (html) => {
    // The test environment is jsdom: without the context, SafeHtml uses its DOMParser (the browser's path).
    expect(render(html, true)).toBe(render(html, false));
  });

  it('keeps the formatting rather than flattening it to text', () => {
    expect(render(samples[1]!, true)).toContain('<ul><li>one</li>');
  });
});
