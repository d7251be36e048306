import type {
  AdminCmsPage,
  AdminCmsPageList,
  AuditEntryPage,
  CmsPage,
  Error as ApiError,
} from '@atelier/api/schema';
import { and, eq, sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportContent } from '../../content-files/export-content';
import { importContent } from '../../content-files/import-content';
import { catalogueVersion, cmsPages } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { seedTestStaff, signInAs, type StaffClient, contractCalls } from '../../../test/support/staff';
import { TEST_PREVIEW_TOKEN } from '../../../test/support/test-config';
import { useTestServer } from '../../../test/support/test-server';

const LIST = '/api/admin/pages/';
const PAGE = '/api/admin/pages/{slug}/{country}/{language}/';
const PUBLISH = '/api/admin/pages/{slug}/{country}/{language}/publish/';

describe.each(databases())('console CMS pages on %s', (target) => {
  const server = useTestServer(target);
  let editor: StaffClient;
  let owner: StaffClient;

  beforeAll(async () => {
    await seedTestStaff(server.db);
    editor = await signInAs(server.url, 'editor');
    owner = await signInAs(server.url, 'owner');
  });

  const admin = contractCalls(() => editor);
  const pageOf = (slug: string, country = 'sg', language = 'en') =>
    admin<AdminCmsPage>('GET', PAGE, `/api/admin/pages/${slug}/${country}/${language}/`);
  const save = (slug: string, body: unknown, as?: StaffClient) =>
    admin<AdminCmsPage>('PUT', PAGE, `/api/admin/pages/${slug}/sg/en/`, { body, as });
  const publish = (slug: string, version: number) =>
    admin<AdminCmsPage>('POST', PUBLISH, `/api/admin/pages/${slug}/sg/en/publish/`, { body: { version } });
  const storePage = (slug: string) =>
    request<CmsPage>(server.url, 'GET', `/api/cms/pages/?slug=${slug}-sg-en`);
  const draftRow = (slug: string) =>
    server.db
      .select()
      .from(cmsPages)
      .where(
        and(
          eq(cmsPages.slug, slug),
          eq(cmsPages.country, 'sg'),
          eq(cmsPages.language, 'en'),
          eq(cmsPages.status, 'draft'),
        ),
      );
  const catalogueVersionNow = async () => {
    const [row] = await server.db
      .select({ version: sql<string>`sum(${catalogueVersion.version})::text` })
      .from(catalogueVersion);
    return BigInt(row!.version);
  };
  /** The page as the editor would send it back, with one change applied. */
  const edited = (page: AdminCmsPage, change: Partial<Pick<AdminCmsPage, 'title' | 'blocks' | 'seo'>>) => ({
    version: page.version,
    title: change.title ?? page.title,
    seo: change.seo ?? page.seo,
    blocks: change.blocks ?? page.blocks,
  });

  it('lists store and business pages by country, language and area, with search and paging', async () => {
    const sgEn = await admin<AdminCmsPageList>('GET', LIST, `${LIST}?country=sg&language=en&page_size=100`);
    expect(sgEn.status).toBe(200);
    const slugs = sgEn.body.results.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['faq', 'home', 'terms-conditions', 'business-scenting']));
    expect(sgEn.body.results.every((p) => p.country === 'sg' && p.language === 'en')).toBe(true);
    // A page with a draft and a published row is one row.
    expect(new Set(slugs).size).toBe(slugs.length);

    const business = await admin<AdminCmsPageList>(
      'GET',
      LIST,
      `${LIST}?area=business&country=sg&language=en`,
    );
    expect(business.body.results.length).toBeGreaterThan(0);
    expect(business.body.results.every((p) => p.area === 'business')).toBe(true);
    const store = await admin<AdminCmsPageList>(
      'GET',
      LIST,
      `${LIST}?area=store&country=sg&language=en&page_size=100`,
    );
    expect(store.body.count + business.body.count).toBe(sgEn.body.count);

    const found = await admin<AdminCmsPageList>('GET', LIST, `${LIST}?q=FAQ&country=sg`);
    expect(found.body.results.map((p) => `${p.slug}/${p.language}`)).toContain('faq/en');
    const paged = await admin<AdminCmsPageList>('GET', LIST, `${LIST}?page_size=2&page=2`);
    expect(paged.body.results).toHaveLength(2);
    expect((await admin<AdminCmsPageList>('GET', LIST, `${LIST}?q=%25`)).body.count).toBe(0);

    for (const [query, field] of [
      ['language=fr', 'query.language'],
      ['page_size=101', 'query.page_size'],
      ['area=shop', 'query.area'],
      ['q=%20', 'query.q'],
    ] as const) {
      const res = await admin<ApiError>('GET', LIST, `${LIST}?${query}`);
      expect(res.status, query).toBe(400);
      expect(
        res.body.errors?.map((e) => e.field),
        query,
      ).toContain(field);
    }
  });

  it('shows a page block by block with its version, a preview link and its store address', async () => {
    const faq = await pageOf('faq');
    expect(faq.status).toBe(200);
    expect(faq.body).toMatchObject({
      slug: 'faq',
      country: 'sg',
      language: 'en',
      area: 'store',
      title: 'Frequently Asked Questions',
      published: true,
      has_draft: false,
      store_url: '/sg/en/faq',
    });
    expect(faq.body.blocks.map((b) => b.id)).toContain('intro');
    expect(faq.body.preview_url).toBe(`/sg/en/draft/faq?preview_token=${TEST_PREVIEW_TOKEN}`);
    expect((await pageOf('nothing-here')).status).toBe(404);
    expect((await pageOf('faq', 'sg', 'fr')).status).toBe(400);
  });

  it('saves a draft the store does not show, sanitised like the content import, and audited', async () => {
    const faq = (await pageOf('terms-conditions')).body;
    const blocks = [
      { id: 'lead', type: 'heading', data: { text: 'Our terms, plainly' } },
      {
        id: 'body',
        type: 'rich_text',
        data: {
          html: '<p onclick="steal()">Read us<script>alert(1)</script></p><a href="javascript:x()">x</a>',
        },
      },
      ...faq.blocks,
    ];
    const saved = await save('terms-conditions', edited(faq, { blocks, title: 'Terms, plainly' }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ has_draft: true, published: true, title: 'Terms, plainly' });
    expect(saved.body.version).toBeGreaterThan(faq.version);
    const html = String(saved.body.blocks[1]!.data['html']);
    expect(html).toBe('<p>Read us</p><a rel="noopener">x</a>');
    // Stored sanitised, not only answered so.
    const [row] = await draftRow('terms-conditions');
    expect(JSON.stringify(row!.blocks)).not.toContain('script');
    // Shoppers still read the published page; the preview reads the draft.
    expect((await storePage('terms-conditions')).body.title).not.toBe('Terms, plainly');
    const preview = await request<CmsPage>(
      server.url,
      'GET',
      '/api/cms/draft-pages/?slug=terms-conditions-sg-en',
      {
        headers: { 'x-preview-token': TEST_PREVIEW_TOKEN },
      },
    );
    expect(preview.body.title).toBe('Terms, plainly');

    const log = await admin<AuditEntryPage>(
      'GET',
      '/api/admin/audit-log/',
      '/api/admin/audit-log/?entity=cms_page&entity_id=terms-conditions-sg-en',
      { as: owner },
    );
    expect(log.body.results[0]).toMatchObject({
      action: 'cms_page.save_draft',
      staff_email: editor.member.email,
      after: { title: 'Terms, plainly' },
    });
  });

  it('refuses what the content import refuses, naming the field, and writes nothing', async () => {
    const page = (await pageOf('shipping-information')).body;
    const cases: [unknown, string][] = [
      [
        edited(page, {
          blocks: [
            { id: 'a', type: 'heading', data: {} },
            { id: 'a', type: 'heading', data: {} },
          ],
        }),
        'body.blocks.1.id',
      ],
      [edited(page, { seo: { ...page.seo, image: 'https://elsewhere.example/x.jpg' } }), 'body.seo.image'],
      [edited(page, { blocks: [{ id: 'a', type: 'Rich Text', data: {} }] }), 'body.blocks.0.type'],
      [{ ...edited(page, {}), title: '' }, 'body.title'],
      [{ ...edited(page, {}), extra: 1 }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await save('shipping-information', body);
      expect(res.status, field).toBe(400);
      expect(
        res.body && (res.body as unknown as ApiError).errors?.some((e) => e.field.startsWith(field)),
        JSON.stringify((res.body as unknown as ApiError).errors),
      ).toBe(true);
    }
    expect(await draftRow('shipping-information')).toHaveLength(0);
  });

  it('answers a stale version with 409 and the other editor’s page, writing nothing', async () => {
    const seen = (await pageOf('perfume-best-creations')).body;
    const mine = await save('perfume-best-creations', edited(seen, { title: 'Best creations (editor)' }));
    expect(mine.status).toBe(200);
    const late = await admin<{ code: string; current: AdminCmsPage }>(
      'PUT',
      PAGE,
      '/api/admin/pages/perfume-best-creations/sg/en/',
      { body: edited(seen, { title: 'Best creations (owner)' }), as: owner },
    );
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('version_conflict');
    expect(late.body.current).toMatchObject({ title: 'Best creations (editor)', version: mine.body.version });
    const [row] = await draftRow('perfume-best-creations');
    expect(row!.title).toBe('Best creations (editor)');
    // Publishing on the old version is refused the same way.
    expect((await publish('perfume-best-creations', seen.version)).status).toBe(409);
  });

  it('publishes: the store answers the new version on the next request, and every page cache drops', async () => {
    // The store's answer is in the response cache before the change.
    const before = await storePage('faq');
    expect(before.body.title).toBe('Frequently Asked Questions');
    expect((await storePage('faq')).body).toEqual(before.body);

    const page = (await pageOf('faq')).body;
    const heading = { id: 'new-heading', type: 'heading', data: { text: 'Answers, freshly edited' } };
    const draft = (await save('faq', edited(page, { blocks: [heading, ...page.blocks] }))).body;
    const versionBefore = await catalogueVersionNow();
    const published = await publish('faq', draft.version);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ has_draft: false, published: true });
    expect(published.body.version).toBeGreaterThan(draft.version);
    expect(await draftRow('faq')).toHaveLength(0);

    // The number every process's page cache compares moved in the publish's commit.
    expect(await catalogueVersionNow()).toBeGreaterThan(versionBefore);
    const after = await storePage('faq');
    expect(after.status).toBe(200);
    expect(after.body.blocks[0]).toEqual(heading);

    // Nothing left to publish: 422; the published page is editable on its new version.
    const again = await admin<ApiError>('POST', PUBLISH, '/api/admin/pages/faq/sg/en/publish/', {
      body: { version: published.body.version },
    });
    expect(again.status).toBe(422);
    const log = await admin<AuditEntryPage>(
      'GET',
      '/api/admin/audit-log/',
      '/api/admin/audit-log/?entity=cms_page&entity_id=faq-sg-en',
      { as: owner },
    );
    expect(log.body.results.map((e) => e.action)).toEqual(['cms_page.publish', 'cms_page.save_draft']);
  });

  it('treats a content import as a change: an editor’s page opened before it is stale', async () => {
    const seen = (await pageOf('home')).body;
    const dir = mkdtempSync(join(tmpdir(), 'atelier-content-'));
    await exportContent(server.db, dir);
    const file = join(dir, 'home', 'sg-en.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as { title: string };
    writeFileSync(file, JSON.stringify({ ...json, title: 'Home, imported' }));
    await importContent(server.db, dir);
    const late = await save('home', edited(seen, { title: 'Home, edited' }));
    expect(late.status).toBe(409);
    expect((late.body as unknown as { current: AdminCmsPage }).current.title).toBe('Home, imported');
  });

  it('is the editors’ and the owner’s: merchandisers and staff are refused', async () => {
    const merchandiser = await signInAs(server.url, 'merchandiser');
    expect((await merchandiser.call('GET', LIST)).status).toBe(403);
    expect((await owner.call('GET', LIST)).status).toBe(200);
    // A write without the CSRF token is refused before the body is read.
    const res = await editor.call('PUT', '/api/admin/pages/faq/sg/en/', { body: {}, csrf: null });
    expect(res.status).toBe(403);
  });
});

// The console frames the store's draft preview (serve-admin.ts `frame-src 'self'`): only a preview
// link may be framed, and only by our own origin.
function emptyDist(name: string): string {
  const dist = mkdtempSync(join(tmpdir(), `atelier-${name}-`));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  return dist;
}

describe.each(databases())('the draft preview frame on %s', (target) => {
  const server = useTestServer(target, {
    web: {
      storeDist: emptyDist('store'),
      businessDist: emptyDist('business'),
      adminDist: emptyDist('admin'),
    },
  });
  const framing = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    const policy = res.headers.get('content-security-policy') ?? '';
    return {
      ancestors: /frame-ancestors[^;]*/.exec(policy)?.[0],
      frameSrc: /frame-src[^;]*/.exec(policy)?.[0],
      xfo: res.headers.get('x-frame-options'),
    };
  };

  it('lets only our own origin frame a preview link, and the console frame it', async () => {
    expect(await framing(`/sg/en/draft/faq?preview_token=${TEST_PREVIEW_TOKEN}`)).toMatchObject({
      ancestors: "frame-ancestors 'self'",
      xfo: 'SAMEORIGIN',
    });
    expect(await framing('/sg/en/faq')).toMatchObject({ ancestors: "frame-ancestors 'none'", xfo: 'DENY' });
    expect((await framing('/admin/pages')).frameSrc).toBe("frame-src 'self'");
  });
});
