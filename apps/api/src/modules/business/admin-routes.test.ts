/**
 * The console's business leads over real HTTP (issue 24, part F): a contact-form enquiry arrives
 * as `new`; the pipeline by status with counts, search and pages; the status moved on the version
 * read (stale: 409 with the lead as it is); notes with who and when; every write audited.
 */
import { randomBytes } from 'node:crypto';
import type { AdminLead, AdminLeadPage, AuditEntryPage, BusinessLead } from '@atelier/api/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { seedTestStaff, signInAs, type StaffClient, contractCalls } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';

const LIST = '/api/admin/leads/';
const DETAIL = '/api/admin/leads/{id}/';
const NOTES = '/api/admin/leads/{id}/notes/';

describe.each(databases())('console business leads on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS, mail: false });
  let staff: StaffClient;
  let owner: StaffClient;

  beforeAll(async () => {
    await seedTestStaff(server.db);
    staff = await signInAs(server.url, 'staff');
    owner = await signInAs(server.url, 'owner');
  });

  const admin = contractCalls(() => staff);
  const list = (query: string) => admin<AdminLeadPage>('GET', LIST, `${LIST}?${query}`);
  const detail = (id: string) => admin<AdminLead>('GET', DETAIL, `/api/admin/leads/${id}/`);
  const patch = (id: string, body: unknown, as?: StaffClient) =>
    admin<AdminLead>('PATCH', DETAIL, `/api/admin/leads/${id}/`, { body, as });
  const note = (id: string, body: unknown) =>
    admin<AdminLead>('POST', NOTES, `/api/admin/leads/${id}/notes/`, { body });

  /** An enquiry through the business contact form, as a visitor sends it. */
  async function enquire(company: string): Promise<string> {
    const res = await request<BusinessLead>(server.url, 'POST', '/api/business/leads/', {
      body: {
        company,
        name: 'Linh Tran',
        email: `linh.${randomBytes(3).toString('hex')}@orchid-house.example`,
        country: 'vn',
        message: 'We would like a signature scent for our lobby.',
      },
    });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  it('shows a contact-form enquiry as new, with the enquiry itself', async () => {
    const id = await enquire('Orchid House Hotel');
    const res = await detail(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      company: 'Orchid House Hotel',
      country: 'vn',
      message: 'We would like a signature scent for our lobby.',
      status: 'new',
      version: 1,
      status_changed_by: null,
      notes: [],
    });
    const page = await list('status=new&q=orchid');
    expect(page.body.results.map((l) => l.id)).toContain(id);
  });

  it('moves a lead through the pipeline with who and when; a stale version is a 409 with the lead as it is', async () => {
    const id = await enquire(`Pipeline ${randomBytes(3).toString('hex')}`);
    const contacted = await patch(id, { version: 1, status: 'contacted' });
    expect(contacted.status).toBe(200);
    expect(contacted.body).toMatchObject({
      status: 'contacted',
      version: 2,
      status_changed_by: { id: staff.member.id, email: staff.member.email },
    });
    expect(contacted.body.status_changed_at).not.toBeNull();

    const stale = await patch(id, { version: 1, status: 'lost' }, owner);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'version_conflict',
      current: { status: 'contacted', version: 2 },
    });
    expect((await detail(id)).body.status).toBe('contacted');

    const won = await patch(id, { version: 2, status: 'won' });
    expect(won.body).toMatchObject({ status: 'won', version: 3 });

    const audit = await admin<AuditEntryPage>(
      'GET',
      '/api/admin/audit-log/',
      `/api/admin/audit-log/?entity=business_lead&entity_id=${id}`,
      { as: owner },
    );
    expect(audit.body.results.map((a) => [a.action, a.before, a.after])).toEqual([
      ['lead.status', { status: 'contacted' }, { status: 'won' }],
      ['lead.status', { status: 'new' }, { status: 'contacted' }],
    ]);
  });

  it('keeps notes with their author and time, oldest first, and audits them', async () => {
    const id = await enquire(`Notes ${randomBytes(3).toString('hex')}`);
    const first = await note(id, { text: '  Called, sending samples.  ' });
    expect(first.status).toBe(201);
    const second = await note(id, { text: 'Samples sent.' });
    expect(second.body.notes.map((n) => [n.text, n.author.email])).toEqual([
      ['Called, sending samples.', staff.member.email],
      ['Samples sent.', staff.member.email],
    ]);
    expect((await list(`q=${encodeURIComponent(second.body.company)}`)).body.results[0]!.notes).toBe(2);
    const audit = await admin<AuditEntryPage>(
      'GET',
      '/api/admin/audit-log/',
      `/api/admin/audit-log/?entity=business_lead&entity_id=${id}`,
      { as: owner },
    );
    expect(audit.body.results.filter((a) => a.action === 'lead.note')).toHaveLength(2);
  });

  it('filters by status with every status counted, and pages', async () => {
    const tag = randomBytes(4).toString('hex');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await enquire(`Batch ${tag} ${i}`));
    await patch(ids[0]!, { version: 1, status: 'lost' });
    const all = await list(`q=${tag}`);
    expect(all.body.count).toBe(3);
    expect(all.body.counts).toEqual({ new: 2, contacted: 0, won: 0, lost: 1 });
    const lost = await list(`q=${tag}&status=lost`);
    expect(lost.body.results.map((l) => l.id)).toEqual([ids[0]]);
    expect(lost.body.counts).toEqual(all.body.counts);
    const first = await list(`q=${tag}&page_size=2`);
    const second = await list(`q=${tag}&page_size=2&page=2`);
    expect(first.body.results).toHaveLength(2);
    expect([...first.body.results, ...second.body.results].map((l) => l.id).sort()).toEqual([...ids].sort());
    // Newest first.
    expect(first.body.results[0]!.id).toBe(ids[2]);
  });

  it('answers bad input with 400 naming the field, an unknown lead with 404', async () => {
    const id = await enquire(`Bad ${randomBytes(3).toString('hex')}`);
    const status = await patch(id, { version: 1, status: 'maybe' });
    expect(status.status).toBe(400);
    const blank = await note(id, { text: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ errors: [{ field: 'body.text' }] });
    const long = await note(id, { text: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    const badQuery = await list('status=pending');
    expect(badQuery.status).toBe(400);
    const blankQ = await list('q=%20');
    expect(blankQ.status).toBe(400);
    const unknown = await detail('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const notUuid = await staff.call('GET', '/api/admin/leads/not-a-uuid/');
    expect(notUuid.status).toBe(400);
    expect((await detail(id)).body).toMatchObject({ status: 'new', version: 1, notes: [] });
  });
});
