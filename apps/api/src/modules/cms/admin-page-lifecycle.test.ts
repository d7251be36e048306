import type { AdminCmsPage, AuditEntryPage, CmsPage, Error as ApiError } from '@atelier/api/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsPages, countries } from '../../db/schema';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request, type JsonResponse } from '../../../test/support/http-client';
import { seedTestStaff, signInAs, type StaffClient } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';

const LIST = '/api/admin/pages/';
const PAGE = '/api/admin/pages/{slug}/{country}/{language}/';
const PUBLISH = '/api/admin/pages/{slug}/{country}/{language}/publish/';
const DISCARD = '/api/admin/pages/{slug}/{country}/{language}/discard/';
const UNPUBLISH = '/api/admin/pages/{slug}/{country}/{language}/unpublish/';

// A page's whole life in the console: start it, publish it, throw a draft away, take it off.
describe.each(databases())('console CMS page lifecycle on %s', (target) => {
  const server = useTestServer(target);
  let editor: StaffClient;
  let owner: StaffClient;

  beforeAll(async () => {
    await seedTestStaff(server.db);
    editor = await signInAs(server.url, 'editor');
    owner = await signInAs(server.url, 'owner');
  });

  async function admin<T>(
    method: string,
    contractPath: string,
    path: string,
    body?: unknown,
    as: StaffClient = editor,
  ): Promise<JsonResponse<T>> {
    const res = await as.call<T>(method, path, { body });
    expectToMatchContract(method, contractPath, res.status, res.body);
    return res;
  }
  const at = (slug: string, country = 'sg', language = 'en') =>
    `/api/admin/pages/${slug}/${country}/${language}/`;
  const create = (body: unknown, as?: StaffClient) => admin<AdminCmsPage>('POST', LIST, LIST, body, as);
  const action = (
    contract: string,
    slug: string,
    what: string,
    version: number,
    country = 'sg',
    language = 'en',
  ) => admin<AdminCmsPage>('POST', contract, `${at(slug, country, language)}${what}/`, { version });
  const shopPage = (fullSlug: string) =>
    request<CmsPage>(server.url, 'GET', `/api/cms/pages/?slug=${fullSlug}`);
  const rowsOf = (slug: string, country = 'sg', language = 'en') =>
    server.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.slug, slug), eq(cmsPages.country, country), eq(cmsPages.language, language)));
  const auditOf = async (entityId: string) =>
    (
      await admin<AuditEntryPage>(
        'GET',
        '/api/admin/audit-log/',
        `/api/admin/audit-log/?entity=cms_page&entity_id=${entityId}`,
        undefined,
        owner,
      )
    ).body.results;

  it('starts a business page as a draft, which the shop serves at its address once published', async () => {
    const made = await create({
      slug: 'business-spa-week',
      country: 'sg',
      language: 'en',
      title: 'Spa week',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      slug: 'business-spa-week',
      area: 'business',
      title: 'Spa week',
      seo: { title: 'Spa week', description: null, image: null },
      blocks: [],
      published: false,
      has_draft: true,
      version: 1,
      store_url: null,
    });
    // Shoppers do not see a draft.
    expect((await shopPage('business-spa-week-sg-en')).status).toBe(404);

    const page = made.body;
    const blocks = [{ id: 'intro', type: 'rich_text', data: { html: '<p>Scents for a calm week.</p>' } }];
    const saved = await admin<AdminCmsPage>('PUT', PAGE, at('business-spa-week'), {
      version: page.version,
      title: page.title,
      seo: page.seo,
      blocks,
    });
    expect(saved.status).toBe(200);
    const published = await action(PUBLISH, 'business-spa-week', 'publish', saved.body.version);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      published: true,
      has_draft: false,
      store_url: '/sg/en/business-scenting/custom-page/spa-week',
    });
    const live = await shopPage('business-spa-week-sg-en');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ title: 'Spa week', blocks });

    expect((await auditOf('business-spa-week-sg-en')).map((e) => e.action)).toEqual([
      'cms_page.publish',
      'cms_page.save_draft',
      'cms_page.create',
    ]);
  });

  it('translates a store page into a country and language it lacks, from another one', async () => {
    // The seed has every store page everywhere: make room for one.
    await server.db
      .delete(cmsPages)
      .where(and(eq(cmsPages.slug, 'faq'), eq(cmsPages.country, 'kr'), eq(cmsPages.language, 'vi')));
    const source = (await admin<AdminCmsPage>('GET', PAGE, at('faq'))).body;
    const made = await create({
      slug: 'faq',
      country: 'kr',
      language: 'vi',
      title: 'Câu hỏi thường gặp',
      copy_from: { country: 'sg', language: 'en' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ area: 'store', title: 'Câu hỏi thường gặp', seo: source.seo });
    expect(made.body.blocks).toEqual(source.blocks);
    const published = await action(PUBLISH, 'faq', 'publish', made.body.version, 'kr', 'vi');
    expect(published.body.store_url).toBe('/kr/vi/faq');
    expect((await shopPage('faq-kr-vi')).body.title).toBe('Câu hỏi thường gặp');
  });

  it('answers 409 for a page that exists in that country and language, writing nothing', async () => {
    const before = await rowsOf('faq');
    const res = await admin<ApiError>('POST', LIST, LIST, {
      slug: 'faq',
      country: 'sg',
      language: 'en',
      title: 'x',
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([
      { field: 'body.slug', reason: 'already exists in this country and language' },
    ]);
    expect(await rowsOf('faq')).toEqual(before);
  });

  it('refuses a page the shop could not show or the shop does not sell in, naming the field', async () => {
    await server.db
      .update(countries)
      .set({ languages: ['en', 'ar'] })
      .where(eq(countries.code, 'ae'));
    const good = { slug: 'business-open-day', country: 'sg', language: 'en', title: 'Open day' };
    for (const [change, field, reason] of [
      [{ slug: 'Open_Day' }, 'body.slug', 'lower-case'],
      [{ slug: 'about-us' }, 'body.slug', 'no address'],
      [{ slug: 'business-' }, 'body.slug', ''],
      [{ country: 'zz' }, 'body.country', 'not a country of the shop'],
      [{ country: 'ae', language: 'vi' }, 'body.language', 'not offered'],
      [{ title: '   ' }, 'body.title', 'blank'],
      [{ copy_from: { country: 'sg', language: 'en' } }, 'body.copy_from', 'no page'],
      [{ slug: 'x'.repeat(151) }, 'body.slug', ''],
    ] as const) {
      const res = await admin<ApiError>('POST', LIST, LIST, { ...good, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      const error = res.body.errors?.find((e) => e.field === field);
      expect(error?.reason, JSON.stringify(change)).toContain(reason);
    }
    expect(await rowsOf('business-open-day')).toHaveLength(0);
    expect(await rowsOf('about-us')).toHaveLength(0);
  });

  it('discards a draft: back to the published page on a new version, so a save on the draft is a 409', async () => {
    const page = (await admin<AdminCmsPage>('GET', PAGE, at('shipping-information'))).body;
    const draft = (
      await admin<AdminCmsPage>('PUT', PAGE, at('shipping-information'), {
        version: page.version,
        title: 'Shipping, rewritten',
        seo: page.seo,
        blocks: page.blocks,
      })
    ).body;
    expect(draft.has_draft).toBe(true);

    const stale = await action(DISCARD, 'shipping-information', 'discard', page.version);
    expect(stale.status).toBe(409);
    const discarded = await action(DISCARD, 'shipping-information', 'discard', draft.version);
    expect(discarded.status).toBe(200);
    expect(discarded.body).toMatchObject({ title: page.title, has_draft: false, published: true });
    expect(discarded.body.version).toBeGreaterThan(draft.version);
    expect((await rowsOf('shipping-information')).map((r) => r.status)).toEqual(['published']);

    // Someone still on the draft cannot bring it back.
    const late = await admin<ApiError>('PUT', PAGE, at('shipping-information'), {
      version: draft.version,
      title: 'Shipping, late',
      seo: page.seo,
      blocks: page.blocks,
    });
    expect(late.status).toBe(409);
    const none = await admin<ApiError>('POST', DISCARD, `${at('shipping-information')}discard/`, {
      version: discarded.body.version,
    });
    expect(none.status).toBe(422);
    expect(none.body.errors?.[0]?.reason).toBe('no_draft');

    const [entry] = await auditOf('shipping-information-sg-en');
    expect(entry).toMatchObject({
      action: 'cms_page.discard_draft',
      staff_email: editor.member.email,
      before: { title: 'Shipping, rewritten' },
      after: { title: page.title },
    });
  });

  it('will not discard a page that was never published (nothing to go back to)', async () => {
    const made = (await create({ slug: 'press-release-soon', country: 'sg', language: 'en', title: 'Soon' }))
      .body;
    const res = await admin<ApiError>('POST', DISCARD, `${at('press-release-soon')}discard/`, {
      version: made.version,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.reason).toBe('not_published');
    expect(await rowsOf('press-release-soon')).toHaveLength(1);
  });

  it('unpublishes: the shop stops serving the page, its content stays as a draft to publish again', async () => {
    const page = (await admin<AdminCmsPage>('GET', PAGE, at('perfume-best-creations'))).body;
    expect(page.published).toBe(true);
    expect((await shopPage('perfume-best-creations-sg-en')).status).toBe(200);

    const off = await action(UNPUBLISH, 'perfume-best-creations', 'unpublish', page.version);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ published: false, has_draft: true, title: page.title, store_url: null });
    expect(off.body.blocks).toEqual(page.blocks);
    expect((await shopPage('perfume-best-creations-sg-en')).status).toBe(404);

    const again = await admin<ApiError>('POST', UNPUBLISH, `${at('perfume-best-creations')}unpublish/`, {
      version: off.body.version,
    });
    expect(again.status).toBe(422);
    expect(again.body.errors?.[0]?.reason).toBe('not_published');

    const back = await action(PUBLISH, 'perfume-best-creations', 'publish', off.body.version);
    expect(back.status).toBe(200);
    expect((await shopPage('perfume-best-creations-sg-en')).body.title).toBe(page.title);
    expect((await auditOf('perfume-best-creations-sg-en')).map((e) => e.action)).toEqual([
      'cms_page.publish',
      'cms_page.unpublish',
    ]);
  });

  it('is the editors’ and the owner’s: a merchandiser cannot start a page', async () => {
    const merchandiser = await signInAs(server.url, 'merchandiser');
    const res = await merchandiser.call('POST', LIST, {
      body: { slug: 'business-nope', country: 'sg', language: 'en', title: 'Nope' },
    });
    expect(res.status).toBe(403);
    expect(await rowsOf('business-nope')).toHaveLength(0);
  });
});
