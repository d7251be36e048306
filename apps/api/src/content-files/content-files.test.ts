import type { CmsPage } from '@atelier/api/schema';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cmsPages } from '../db/schema';
import { databases } from '../../test/support/databases';
import { request } from '../../test/support/http-client';
import { TEST_PREVIEW_TOKEN } from '../../test/support/test-config';
import { useTestServer } from '../../test/support/test-server';
import { exportContent } from './export-content';
import { ContentFilesError, importContent } from './import-content';

const folder = () => mkdtempSync(join(tmpdir(), 'atelier-content-'));
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const writeJson = (path: string, value: unknown) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
};
const newPage = (title: string) => ({
  title,
  seo: { title, description: null, image: null },
  blocks: [{ id: 'b1', type: 'rich_text', data: { html: '<p>Hello</p>' } }],
});

describe.each(databases())('content files on $name', (target) => {
  const server = useTestServer(target);
  const page = (slug: string) => request<CmsPage>(server.url, 'GET', `/api/cms/pages/?slug=${slug}`);

  it('exports every page, and an edited file imported back is what the API serves, sanitised', async () => {
    const dir = folder();
    const { files } = await exportContent(server.db, dir);
    expect(files).toContain('faq/sg-en.json');
    expect(files).toContain('spring-launch/sg-en.draft.json');

    // Nothing edited: a round trip changes nothing (jsonb key order must not count as a change).
    const again = await importContent(server.db, dir);
    expect(again).toMatchObject({ created: [], updated: [] });
    expect(again.unchanged).toHaveLength(files.length);

    const file = join(dir, 'faq', 'sg-en.json');
    const faq = readJson(file);
    faq.title = 'Questions and answers';
    faq.seo.description = 'Orders, delivery and workshops';
    faq.blocks = [
      {
        id: 'intro',
        type: 'rich_text',
        data: {
          html: '<p onclick="steal()">Ask us <a href="javascript:alert(1)">here</a></p><script>alert(1)</script>',
        },
      },
    ];
    writeJson(file, faq);
    const before = (await page('faq-sg-en')).body.updated_at;

    const summary = await importContent(server.db, dir);
    expect(summary.updated).toEqual(['faq/sg-en.json']);
    expect(summary.created).toEqual([]);

    const res = await page('faq-sg-en');
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Questions and answers');
    expect(res.body.seo.description).toBe('Orders, delivery and workshops');
    expect(res.body.blocks).toEqual([
      { id: 'intro', type: 'rich_text', data: { html: '<p>Ask us <a rel="noopener">here</a></p>' } },
    ]);
    expect(res.body.updated_at > before).toBe(true);
    // Stored sanitised, not only sent sanitised.
    const [stored] = await server.db
      .select({ blocks: cmsPages.blocks })
      .from(cmsPages)
      .where(
        and(
          eq(cmsPages.slug, 'faq'),
          eq(cmsPages.country, 'sg'),
          eq(cmsPages.language, 'en'),
          eq(cmsPages.status, 'published'),
        ),
      );
    expect(stored?.blocks[0]?.data.html).toBe('<p>Ask us <a rel="noopener">here</a></p>');
    // The other languages of the page are untouched.
    expect((await page('faq-sg-zh-hans')).body.title).not.toBe('Questions and answers');
  });

  it('creates new pages and drafts from files; the draft is only shown with the preview token', async () => {
    const dir = folder();
    writeJson(join(dir, 'test-opening-hours', 'sg-en.json'), newPage('Opening hours'));
    writeJson(join(dir, 'test-opening-hours', 'sg-en.draft.json'), {
      ...newPage('Opening hours (holidays)'),
      blocks: [{ id: 'hours', type: 'rich_text', markdown: '## Holidays\n\nClosed on **1 January**.' }],
    });
    writeFileSync(join(dir, 'README.md'), 'Content of the shop.');

    const summary = await importContent(server.db, dir);
    expect(summary.created).toEqual(['test-opening-hours/sg-en.draft.json', 'test-opening-hours/sg-en.json']);

    expect((await page('test-opening-hours-sg-en')).body.title).toBe('Opening hours');
    const draft = await request<CmsPage>(
      server.url,
      'GET',
      '/api/cms/draft-pages/?slug=test-opening-hours-sg-en',
      {
        headers: { 'x-preview-token': TEST_PREVIEW_TOKEN },
      },
    );
    expect(draft.body).toMatchObject({
      title: 'Opening hours (holidays)',
      is_draft: true,
      blocks: [
        {
          id: 'hours',
          type: 'rich_text',
          data: { html: '<h2>Holidays</h2><p>Closed on <strong>1 January</strong>.</p>' },
        },
      ],
    });
  });

  it('refuses the whole folder when one file is bad, naming the file and the problem', async () => {
    const dir = folder();
    writeJson(join(dir, 'test-good-page', 'sg-en.json'), newPage('A good page'));
    writeJson(join(dir, 'test-bad-page', 'sg-en.json'), {
      ...newPage('x'.repeat(301)),
      seo: { title: 'Bad page', description: null, image: null },
      blocks: [
        { id: 'b1', type: 'rich_text', data: { html: '<p>1</p>' } },
        { id: 'b1', type: 'Rich Text', data: { html: '<p>2</p>' } },
        { id: 'b3', type: 'quote', markdown: '> hi' },
      ],
    });
    writeJson(join(dir, 'test-bad-page', 'zz-en.json'), newPage('Unknown country'));
    writeJson(join(dir, 'test-bad-page', 'sg-fr.json'), newPage('Unknown language'));
    writeJson(join(dir, 'Bad_Slug', 'sg-en.json'), newPage('Bad slug'));
    writeFileSync(join(dir, 'test-good-page', 'ae-ar.json'), '{ "title": ');

    const error = await importContent(server.db, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentFilesError);
    const problems = (error as ContentFilesError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Bad_Slug\/: the folder name is the page slug/),
        expect.stringMatching(/^test-bad-page\/sg-en\.json: title is 301 characters, at most 300/),
        expect.stringMatching(/^test-bad-page\/sg-en\.json: blocks\[1\]\.id "b1" is used twice/),
        expect.stringMatching(/^test-bad-page\/sg-en\.json: blocks\[1\]\.type must be lower-case/),
        expect.stringMatching(
          /^test-bad-page\/sg-en\.json: blocks\[2\]: markdown is only for "rich_text" blocks/,
        ),
        expect.stringMatching(/^test-bad-page\/sg-fr\.json: not a page file; .*en, ar, zh-hans, vi/),
        expect.stringMatching(/^test-bad-page\/zz-en\.json: country "zz" is not one of the shop's countries/),
        expect.stringMatching(/^test-good-page\/ae-ar\.json: not valid JSON/),
      ]),
    );
    expect(problems).toHaveLength(8);
    expect((error as Error).message).toContain('nothing was imported');
    // All or nothing: the good page was not written either.
    expect((await page('test-good-page-sg-en')).status).toBe(404);
  });

  it('a dry run reports what would change and writes nothing', async () => {
    const dir = folder();
    await exportContent(server.db, dir);
    const file = join(dir, 'shipping-information', 'vn-vi.json');
    const shipping = readJson(file);
    const title = shipping.title;
    writeJson(file, { ...shipping, title: 'Giao hàng (mới)' });
    writeJson(join(dir, 'test-dry-run', 'vn-vi.json'), newPage('Chưa có'));

    const summary = await importContent(server.db, dir, { dryRun: true });
    expect(summary).toMatchObject({
      dryRun: true,
      created: ['test-dry-run/vn-vi.json'],
      updated: ['shipping-information/vn-vi.json'],
    });
    expect((await page('shipping-information-vn-vi')).body.title).toBe(title);
    expect((await page('test-dry-run-vn-vi')).status).toBe(404);
  });

  it('reports a missing folder instead of importing nothing', async () => {
    const missing = join(folder(), 'nope');
    await expect(importContent(server.db, missing)).rejects.toThrow(/no such folder/);
    expect(existsSync(missing)).toBe(false);
  });
});
