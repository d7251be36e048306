import { and, eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsPages } from '../db/schema';
import { databases } from '../../test/support/databases';
import { businessTestHeads, storeTestHeads } from '../../test/support/page-heads-fixture';
import { useTestServer } from '../../test/support/test-server';

function fakeDist(name: string): string {
  const dist = mkdtempSync(join(tmpdir(), `atelier-${name}-`));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><title>x</title></head><body>${name}</body></html>`,
  );
  return dist;
}

const story = (overrides: Partial<typeof cmsPages.$inferInsert> = {}): typeof cmsPages.$inferInsert => ({
  slug: 'success-story-test-marina-hotel',
  country: 'sg',
  language: 'en',
  status: 'published',
  title: 'Marina Hotel',
  seo: {
    title: 'How Marina Hotel scents its lobby | Atelier Scents',
    description: 'A lobby scent guests remember.',
    image: null,
  },
  blocks: [],
  ...overrides,
});

describe.each(databases())('SEO of CMS pages in the HTML the server sends ($name)', (target) => {
  const server = useTestServer(target, {
    web: {
      storeDist: fakeDist('store'),
      businessDist: fakeDist('business'),
      pageHeads: { store: storeTestHeads, business: businessTestHeads },
      salesEmail: 'sales@atelier.test',
    },
  });
  const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  beforeAll(async () => {
    await server.db.insert(cmsPages).values([
      story(),
      story({
        country: 'ae',
        language: 'ar',
        title: 'فندق مارينا',
        seo: { title: 'فندق مارينا', description: null, image: null },
      }),
      story({ slug: 'press-release-test-secret-launch', status: 'draft', title: 'Secret launch' }),
    ]);
  });

  it('titles and describes a business collection page from its CMS page, alternates where it exists', async () => {
    const page = await html('/sg/business-scenting/success-stories/test-marina-hotel');
    expect(page).toContain('<title>How Marina Hotel scents its lobby | Atelier Scents</title>');
    expect(page).toContain('<meta name="description" content="A lobby scent guests remember.">');
    expect(page).toContain(
      'hreflang="ar-AE" href="http://shop.test/ae/business-scenting/success-stories/test-marina-hotel"',
    );
    expect(page).not.toContain('hreflang="zh-Hans-SG"');
    expect(await html('/ae/business-scenting/success-stories/test-marina-hotel')).toContain(
      '<title>فندق مارينا</title>',
    );
  });

  it('titles the store CMS pages from the database and falls back to the route title elsewhere', async () => {
    const [faq] = await server.db
      .select({ seo: cmsPages.seo })
      .from(cmsPages)
      .where(
        and(
          eq(cmsPages.slug, 'faq'),
          eq(cmsPages.country, 'vn'),
          eq(cmsPages.language, 'vi'),
          eq(cmsPages.status, 'published'),
        ),
      );
    expect(faq).toBeDefined();
    expect(await html('/vn/faq')).toContain(`<title>${faq!.seo.title}</title>`);
    // A path that maps to no published page keeps the route title.
    expect(await html('/sg/business-scenting/success-stories/unknown-story')).toContain(
      '<title>Success story | Brand (en)</title>',
    );
    // A draft never lends its title to the public page.
    expect(await html('/sg/business-scenting/press-releases/test-secret-launch')).not.toContain(
      'Secret launch',
    );
  });

  it('puts the Organization JSON-LD with the sales contact on the store home and the business landing', async () => {
    for (const path of ['/sg/', '/sg/business-scenting']) {
      const page = await html(path);
      expect(page, path).toContain('<script type="application/ld+json">');
      expect(page, path).toContain('"email":"sales@atelier.test"');
    }
  });

  it('lists the business pages in sitemap.xml: lists and contact everywhere, published collection pages only', async () => {
    const xml = await html('/sitemap.xml');
    expect(xml).toContain('<loc>http://shop.test/vn/en/business-scenting/contact</loc>');
    expect(xml).toContain('<loc>http://shop.test/ae/business-scenting/success-stories</loc>');
    expect(xml).toContain(
      '<loc>http://shop.test/sg/business-scenting/success-stories/test-marina-hotel</loc>',
    );
    expect(xml).toContain(
      '<loc>http://shop.test/ae/business-scenting/success-stories/test-marina-hotel</loc>',
    );
    expect(xml).not.toContain(
      '<loc>http://shop.test/vn/business-scenting/success-stories/test-marina-hotel</loc>',
    );
    expect(xml).not.toContain('test-secret-launch');
  });
});
