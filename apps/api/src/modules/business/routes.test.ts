import type { BusinessLead } from '@atelier/api/schema';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { businessLeads, outboxEmails } from '../../db/schema';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { useTestServer, type TestServer } from '../../../test/support/test-server';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { createBusinessLead } from './service';

const PATH = '/api/business/leads/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SALES = 'Atelier Sales <b2b@atelier.test>';

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  company: 'Orchid House Hotel',
  name: 'Linh Tran',
  email: 'linh.tran@orchid-house.example',
  country: 'vn',
  message: 'We would like a signature scent for our lobby.',
  ...overrides,
});

function calls(server: TestServer) {
  return {
    async send(body: unknown, headers: Record<string, string> = {}) {
      const res = await request<BusinessLead & { errors?: { field: string; reason: string }[] }>(
        server.url,
        'POST',
        PATH,
        { body, headers },
      );
      expectToMatchContract('POST', PATH, res.status, res.body);
      return res;
    },
    async leadCount() {
      const [row] = await server.db.select({ n: count() }).from(businessLeads);
      return row?.n ?? 0;
    },
    emailsAbout(leadId: string) {
      return server.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.kind, 'business_lead'), eq(outboxEmails.reference, leadId)));
    },
    async businessEmailCount() {
      const [row] = await server.db
        .select({ n: count() })
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, 'business_lead'));
      return row?.n ?? 0;
    },
  };
}

describe.each(databases())('business enquiries on %s', (target) => {
  const server = useTestServer(target, {
    rateLimits: GENEROUS_RATE_LIMITS,
    mail: false,
    config: { salesEmail: SALES },
  });
  const leads = calls(server);

  it('stores the enquiry trimmed and queues one e-mail to sales with every field, escaped', async () => {
    const res = await leads.send(
      {
        company: '  Hôtel <Lumière> & Co  ',
        name: ' Linh Tran ',
        email: 'linh.tran@lumiere.example',
        phone: '+84 28 3823 4567',
        country: 'vn',
        industry: 'hospitality',
        space_size_sqm: 450,
        message: '  Three floors, 24/7.\n<script>alert("x")</script>  ',
        website: '',
      },
      { 'accept-country': 'vn', 'accept-language': 'vi' },
    );
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(UUID);

    const [stored] = await server.db.select().from(businessLeads).where(eq(businessLeads.id, res.body.id));
    expect(stored).toMatchObject({
      company: 'Hôtel <Lumière> & Co',
      name: 'Linh Tran',
      email: 'linh.tran@lumiere.example',
      phone: '+84 28 3823 4567',
      country: 'vn',
      industry: 'hospitality',
      spaceSizeSqm: 450,
      message: 'Three floors, 24/7.\n<script>alert("x")</script>',
    });
    expect(stored!.createdAt.toISOString()).toBe(res.body.created_at);

    const emails = await leads.emailsAbout(res.body.id);
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(email).toMatchObject({ recipient: SALES, status: 'pending' });
    expect(email.subject).toBe('Business enquiry from Hôtel <Lumière> & Co (Vietnam (VN))');
    for (const line of [
      'Reply to Linh Tran at linh.tran@lumiere.example',
      'Company: Hôtel <Lumière> & Co',
      'Name: Linh Tran',
      'E-mail: linh.tran@lumiere.example',
      'Phone: +84 28 3823 4567',
      'Country: Vietnam (VN)',
      'Industry: Hospitality',
      'Space size: 450 m²',
      'Three floors, 24/7.\n<script>alert("x")</script>',
      'contact page in Vietnamese, page country VN.',
      `Enquiry ${res.body.id}`,
    ]) {
      expect(email.textBody).toContain(line);
    }
    // In the HTML everything the enquirer typed is text, never markup.
    expect(email.htmlBody).not.toContain('<script>');
    expect(email.htmlBody).not.toContain('<Lumière>');
    expect(email.htmlBody).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.htmlBody).toContain('Hôtel &lt;Lumière&gt; &amp; Co');
    expect(email.htmlBody).toContain('href="mailto:linh.tran@lumiere.example?subject=');
    for (const part of ['+84 28 3823 4567', 'Vietnam (VN)', 'Hospitality', '450 m²', 'Vietnamese']) {
      expect(email.htmlBody).toContain(part);
    }
  });

  it('says "not given" for the optional fields and names the page country when there is none', async () => {
    const res = await leads.send(enquiry({ company: 'Hive Commons', country: 'kr' }));
    expect(res.status).toBe(201);
    const [email] = await leads.emailsAbout(res.body.id);
    expect(email!.subject).toBe('Business enquiry from Hive Commons (South Korea (KR))');
    expect(email!.textBody).toContain('Phone: not given');
    expect(email!.textBody).toContain('Industry: not given');
    expect(email!.textBody).toContain('Space size: not given');
    expect(email!.textBody).toContain('contact page in English, page country not given.');
  });

  it('answers a filled honeypot like a person, with a fresh id, and stores and sends nothing', async () => {
    const leadsBefore = await leads.leadCount();
    const emailsBefore = await leads.businessEmailCount();
    const first = await leads.send(enquiry({ website: 'http://cheap-pills.example' }));
    const second = await leads.send(enquiry({ website: 'x', company: '   ' }));
    for (const res of [first, second]) {
      expect(res.status).toBe(201);
      expect(res.body.id).toMatch(UUID);
      expect(Date.parse(res.body.created_at)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(first.body.id).not.toBe(second.body.id);
    expect(await leads.leadCount()).toBe(leadsBefore);
    expect(await leads.businessEmailCount()).toBe(emailsBefore);
    const [row] = await server.db.select().from(businessLeads).where(eq(businessLeads.id, first.body.id));
    expect(row).toBeUndefined();
  });

  it('logs a honeypot hit at info level', async () => {
    const info = vi.fn();
    await createBusinessLead(server.db, enquiry({ website: 'spam' }) as never, {
      requestCountry: 'sg',
      language: 'en',
      salesEmail: SALES,
      log: { info } as never,
    });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]![1]).toMatch(/^honeypot/);
  });

  it('answers 400 naming each blank field, an unknown country, or a missing field, storing nothing', async () => {
    const before = await leads.leadCount();
    const blank = await leads.send(enquiry({ company: '   ', name: '\t', message: ' \n ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([
      { field: 'body.company', reason: 'blank' },
      { field: 'body.name', reason: 'blank' },
      { field: 'body.message', reason: 'blank' },
    ]);

    const nowhere = await leads.send(enquiry({ country: 'zz' }));
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors).toEqual([{ field: 'body.country', reason: 'not_a_store_country' }]);

    const both = await leads.send(enquiry({ name: ' ', country: 'fr' }));
    expect(both.body.errors?.map((e) => e.field)).toEqual(['body.name', 'body.country']);

    const missing = await leads.send({ company: 'Orchid House Hotel', country: 'vn' });
    expect(missing.status).toBe(400);
    const fields = missing.body.errors?.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.name', 'body.email', 'body.message']));

    const badEmail = await leads.send(enquiry({ email: 'linh@orchid' }));
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors?.map((e) => e.field)).toContain('body.email');

    expect(await leads.leadCount()).toBe(before);
  });
});

describe.each(databases())('business enquiry limits on %s', (target) => {
  // The default limits (5 an hour) and no SALES_EMAIL: the default mailbox.
  const server = useTestServer(target, { mail: false });
  const leads = calls(server);

  it('takes 5 enquiries an hour from one client and answers the 6th with 429 and retry-after', async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const res = await leads.send(enquiry({ company: `Company ${n}` }));
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const sixth = await leads.send(enquiry({ company: 'Company 6' }));
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(await leads.leadCount()).toBe(5);

    const [email] = await leads.emailsAbout(ids[0]!);
    expect(email!.recipient).toBe('sales@atelier.test');
  });
});
