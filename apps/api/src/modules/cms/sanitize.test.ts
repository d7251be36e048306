import type { CmsPage } from '@atelier/api/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsPages } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { TEST_PREVIEW_TOKEN } from '../../../test/support/test-config';
import { useTestServer } from '../../../test/support/test-server';
import { contractCaller } from '../../../test/support/http-calls';
import { sanitizeBlocks, sanitizeHtml } from './sanitize';

const HOSTILE =
  '<p onclick="steal()" style="color:red">Hello <strong>bold</strong> <em>soft</em></p>' +
  '<script>alert(1)</script><img src="x" onerror="alert(2)">' +
  '<iframe src="https://evil.example">frame text</iframe>' +
  '<a href="javascript:alert(3)">js</a> <a href="JaVaScRiPt&#x3A;alert(4)">js2</a>';

describe('sanitizeHtml', () => {
  it('removes scripts, frames, images, event handlers, styles and javascript: links', () => {
    const clean = sanitizeHtml(HOSTILE);
    expect(clean).toBe(
      '<p>Hello <strong>bold</strong> <em>soft</em></p>' +
        '<a rel="noopener">js</a> <a rel="noopener">js2</a>',
    );
    for (const bad of ['script', 'alert', 'onerror', 'onclick', 'style', 'iframe', 'frame text', 'img']) {
      expect(clean).not.toContain(bad);
    }
  });

  it('keeps the allowed formatting, lists, headings, quotes and tables', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>One<br />two <b>b</b> <i>i</i> <u>u</u> <s>s</s> <span>span</span></p>' +
      '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>quote</blockquote>' +
      '<table><thead><tr><th>Method</th></tr></thead><tbody><tr><td>Express</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps http, https, mailto and relative links with rel="noopener", and nothing else', () => {
    expect(
      sanitizeHtml(
        '<a href="https://atelier.example/x" target="_blank">a</a><a href="http://a.example">b</a>' +
          '<a href="mailto:hello@atelier.example">c</a><a href="/sg/faq" rel="nofollow">d</a>',
      ),
    ).toBe(
      '<a href="https://atelier.example/x" rel="noopener">a</a><a href="http://a.example" rel="noopener">b</a>' +
        '<a href="mailto:hello@atelier.example" rel="noopener">c</a><a href="/sg/faq" rel="nofollow noopener">d</a>',
    );
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a><a href="//evil.example/">y</a>')).toBe(
      '<a rel="noopener">x</a><a rel="noopener">y</a>',
    );
    // Headings above h2 belong to the page itself; their text stays.
    expect(sanitizeHtml('<h1>Big</h1><div class="x">box</div>')).toBe('Bigbox');
  });

  it('sanitises every html string in block data, at any depth, and leaves other values alone', () => {
    const blocks = [
      {
        id: 'a',
        type: 'rich_text',
        data: { html: '<p>ok</p><script>x()</script>', heading: '<b>plain</b>' },
      },
      {
        id: 'b',
        type: 'faq',
        data: {
          items: [
            { q: 'Why?', html: '<p onmouseover="x()">Because</p>' },
            { q: 'No html', a: 'A' },
            { q: 'Answer html', answer_html: '<p>Yes<img src=x onerror=y></p>' },
          ],
        },
      },
      {
        id: 'c',
        type: 'table',
        data: { rows: [[{ html: '<em>cell</em><img src=x onerror=y>' }, 3, null]], html: 42 },
      },
    ];
    const before = JSON.stringify(blocks);
    expect(sanitizeBlocks(blocks)).toEqual([
      { id: 'a', type: 'rich_text', data: { html: '<p>ok</p>', heading: '<b>plain</b>' } },
      {
        id: 'b',
        type: 'faq',
        data: {
          items: [
            { q: 'Why?', html: '<p>Because</p>' },
            { q: 'No html', a: 'A' },
            { q: 'Answer html', answer_html: '<p>Yes</p>' },
          ],
        },
      },
      { id: 'c', type: 'table', data: { rows: [[{ html: '<em>cell</em>' }, 3, null]], html: 42 } },
    ]);
    expect(JSON.stringify(blocks)).toBe(before);
  });
});

describe.each(databases())('cms pages are sanitised when served, on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);
  const blocks = [
    { id: 'body', type: 'rich_text', data: { html: HOSTILE } },
    { id: 'faq', type: 'faq', data: { items: [{ q: 'Safe?', html: '<p>Yes<script>no()</script></p>' }] } },
  ];

  beforeAll(async () => {
    const base = {
      slug: 'zt-hostile',
      country: 'sg',
      language: 'en',
      title: 'Hostile',
      seo: { title: 'Hostile', description: null, image: null },
    };
    await server.db.insert(cmsPages).values([
      { ...base, status: 'published', blocks },
      { ...base, status: 'draft', blocks },
    ]);
  });

  it.each([
    ['/api/cms/pages/', {}],
    ['/api/cms/draft-pages/', { 'x-preview-token': TEST_PREVIEW_TOKEN }],
  ] as const)('%s answers the blocks through the allow-list', async (path, headers) => {
    const res = await call<CmsPage>('GET', path, `${path}?slug=zt-hostile-sg-en`, { headers });
    expect(res.status).toBe(200);
    expect(res.body.blocks).toEqual([
      {
        id: 'body',
        type: 'rich_text',
        data: {
          html:
            '<p>Hello <strong>bold</strong> <em>soft</em></p>' +
            '<a rel="noopener">js</a> <a rel="noopener">js2</a>',
        },
      },
      { id: 'faq', type: 'faq', data: { items: [{ q: 'Safe?', html: '<p>Yes</p>' }] } },
    ]);
  });
});
