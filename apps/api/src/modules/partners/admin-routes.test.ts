import type {
  AdminPartner,
  AdminPartnerList,
  AuditEntryPage,
  Error as ApiError,
  PartnerConfig,
} from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { seedTestStaff, signInAs, type StaffClient, contractCalls } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';

// A tiny embed build (as web/serve-embed.test.ts makes one), so the widget page is served.
function fakeDist(kind: 'embed' | 'store' | 'business'): string {
  const dist = mkdtempSync(join(tmpdir(), `atelier-${kind}-`));
  if (kind !== 'embed') {
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    return dist;
  }
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'loader.js'), 'void 0;');
  writeFileSync(join(dist, 'snippet.js'), "s.src='__EMBED_ORIGIN__/embed/loader.js';");
  for (const widget of ['quiz', 'builder'])
    writeFileSync(
      join(dist, `${widget}.html`),
      `<!doctype html><html><head><title>${widget}</title></head></html>`,
    );
  return dist;
}

const LIST = '/api/admin/partners/';
const ONE = '/api/admin/partners/{partnership}/';

const frameAncestorsOf = (res: Response) =>
  res.headers
    .get('content-security-policy')
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors'));

describe.each(databases())('console partners on %s', (target) => {
  const server = useTestServer(target, {
    web: { storeDist: fakeDist('store'), businessDist: fakeDist('business'), embedDist: fakeDist('embed') },
  });
  let editor: StaffClient;
  let owner: StaffClient;

  beforeAll(async () => {
    await seedTestStaff(server.db);
    editor = await signInAs(server.url, 'editor');
    owner = await signInAs(server.url, 'owner');
  });

  const admin = contractCalls(() => editor);
  const create = (body: unknown) => admin<AdminPartner>('POST', LIST, LIST, { body });
  const patch = (slug: string, body: unknown, as?: StaffClient) =>
    admin<AdminPartner>('PATCH', ONE, `/api/admin/partners/${slug}/`, { body, as });
  const widget = (slug: string) =>
    fetch(`${server.url}/embed/v1/quiz?partnership=${slug}&country=sg&lang=en`);

  it('lists partners with search and paging, and shows one with its quiz set and snippet', async () => {
    const all = await admin<AdminPartnerList>('GET', LIST, LIST);
    expect(all.status).toBe(200);
    expect(all.body.results.map((p) => p.partnership)).toContain('acme');
    const acme = await admin<AdminPartner>('GET', ONE, '/api/admin/partners/acme/');
    expect(acme.body.partnership).toBe('acme');
    expect(acme.body.quiz_questions).toBeGreaterThan(0);
    expect(acme.body.snippet).toContain("s.src='http://shop.test/embed/loader.js'");
    expect(acme.body.snippet).toContain(
      '<scent-quiz partnership="acme" country="sg" lang="en"></scent-quiz>',
    );
    expect((await admin<AdminPartnerList>('GET', LIST, `${LIST}?q=ACM`)).body.count).toBe(1);
    expect((await admin<AdminPartnerList>('GET', LIST, `${LIST}?q=%25`)).body.count).toBe(0);
    expect((await admin('GET', ONE, '/api/admin/partners/nobody/')).status).toBe(404);
  });

  it('creates a partner whose origin may frame the widget on the next request, audited', async () => {
    expect((await widget('globex')).status).toBe(404);
    const created = await create({
      partnership: 'globex',
      name: '  Globex Spa ',
      allowed_origins: ['https://www.globex.example'],
      theme: { '--atelier-accent': '#112233' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Globex Spa', version: 1, quiz_questions: 0 });
    const framed = await widget('globex');
    expect(framed.status).toBe(200);
    expect(frameAncestorsOf(framed)).toBe('frame-ancestors https://www.globex.example');
    // The public config the widget reads says the same.
    const config = await request<PartnerConfig>(server.url, 'GET', '/api/partners/globex/');
    expect(config.body.theme).toEqual({ '--atelier-accent': '#112233' });

    const taken = await create({ partnership: 'globex', name: 'Again', allowed_origins: [], theme: {} });
    expect(taken.status).toBe(409);
    const log = await admin<AuditEntryPage>(
      'GET',
      '/api/admin/audit-log/',
      '/api/admin/audit-log/?entity=partner&entity_id=globex',
      { as: owner },
    );
    expect(log.body.results[0]).toMatchObject({ action: 'partner.create', staff_email: editor.member.email });
  });

  it('adds an origin: the embed frames on it from the next request; removing it stops that', async () => {
    const acme = (await admin<AdminPartner>('GET', ONE, '/api/admin/partners/acme/')).body;
    const before = frameAncestorsOf(await widget('acme'));
    expect(before).not.toContain('https://shop.partner.example');
    const origins = [...acme.allowed_origins, 'https://shop.partner.example:8443'];
    const changed = await patch('acme', { version: acme.version, allowed_origins: origins });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(acme.version + 1);
    expect(frameAncestorsOf(await widget('acme'))).toBe(`frame-ancestors ${origins.join(' ')}`);

    const back = await patch('acme', {
      version: changed.body.version,
      allowed_origins: acme.allowed_origins,
    });
    expect(back.status).toBe(200);
    expect(frameAncestorsOf(await widget('acme'))).toBe(before);
  });

  it('accepts http only on this machine (localhost, 127.0.0.1): a partner page under local test', async () => {
    const acme = (await admin<AdminPartner>('GET', ONE, '/api/admin/partners/acme/')).body;
    const local = ['http://localhost:4100', 'http://127.0.0.1:4100'];
    const changed = await patch('acme', { version: acme.version, allowed_origins: local });
    expect(changed.status).toBe(200);
    expect(changed.body.allowed_origins).toEqual(local);
    expect(frameAncestorsOf(await widget('acme'))).toBe(`frame-ancestors ${local.join(' ')}`);
    const back = await patch('acme', {
      version: changed.body.version,
      allowed_origins: acme.allowed_origins,
    });
    expect(back.status).toBe(200);
  });

  it('refuses origins that are not plain https origins, naming the field, and writes nothing', async () => {
    const acme = (await admin<AdminPartner>('GET', ONE, '/api/admin/partners/acme/')).body;
    for (const origin of [
      'http://acme.example',
      'http://localhost.evil.example',
      'https://acme.example/path',
      'https://*.acme.example',
      'https://acme.example/',
      'acme.example',
      "https://acme.example 'unsafe-inline'",
      'https://ACME.example',
    ]) {
      const res = await patch('acme', { version: acme.version, allowed_origins: [origin] });
      expect(res.status, origin).toBe(400);
      expect((res.body as unknown as ApiError).errors?.[0]?.field, origin).toMatch(/^body\.allowed_origins/);
    }
    const twice = await patch('acme', {
      version: acme.version,
      allowed_origins: ['https://a.example', 'https://a.example'],
    });
    expect((twice.body as unknown as ApiError).errors).toEqual([
      { field: 'body.allowed_origins.1', reason: 'is listed twice' },
    ]);
    const badTheme = await patch('acme', {
      version: acme.version,
      theme: { '--atelier-accent': 'red;}body{x:y' },
    });
    expect(badTheme.status).toBe(400);
    const unknownToken = await patch('acme', { version: acme.version, theme: { '--evil': 'red' } });
    expect(unknownToken.status).toBe(400);
    const [row] = await server.db.select().from(partners).where(eq(partners.slug, 'acme'));
    expect(row!.version).toBe(acme.version);
  });

  it('answers a stale version with 409 and the partner as it is now', async () => {
    const seen = (await admin<AdminPartner>('GET', ONE, '/api/admin/partners/acme/')).body;
    expect((await patch('acme', { version: seen.version, name: 'Acme Hotels & Spas' })).status).toBe(200);
    const late = await admin<{ code: string; current: AdminPartner }>(
      'PATCH',
      ONE,
      '/api/admin/partners/acme/',
      {
        body: { version: seen.version, name: 'Acme (owner)' },
        as: owner,
      },
    );
    expect(late.status).toBe(409);
    expect(late.body.current.name).toBe('Acme Hotels & Spas');
  });

  it('is the editors’ and the owner’s only', async () => {
    const staff = await signInAs(server.url, 'staff');
    expect((await staff.call('GET', LIST)).status).toBe(403);
    expect((await request(server.url, 'GET', LIST)).status).toBe(401);
  });
});
