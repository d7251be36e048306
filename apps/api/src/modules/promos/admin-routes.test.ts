import type {
  AdminPromo,
  AdminPromoPage,
  AdminPromoTerms,
  AuditEntryPage,
  Cart,
  Promo,
} from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promos } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { addItem, contractCaller, newCart } from '../../../test/support/http-calls';
import { catalogueIds, type SeededProduct } from '../../../test/support/catalogue-ids';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { seedTestStaff, signInAs, type StaffClient, contractCalls } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';

const LIST = '/api/admin/promos/';
const DETAIL = '/api/admin/promos/{id}/';
const DEACTIVATE = '/api/admin/promos/{id}/deactivate/';

interface ErrorBody {
  message: string;
  status: number;
  code?: string;
  current?: AdminPromo;
  errors?: { field: string; reason: string }[];
}

/** A percentage code with no limits, open now (each test changes what it needs). */
function terms(code: string, extra: Partial<AdminPromoTerms> = {}): AdminPromoTerms {
  return {
    code,
    description: { en: `${code} for testing`, ar: '', 'zh-hans': '', vi: '' },
    kind: 'percentage',
    percent: 15,
    amounts: [],
    countries: [],
    currencies: null,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    per_customer_limit: null,
    applies_to: 'cart',
    tiers: null,
    ...extra,
  };
}

/** The console's promo codes (issue 24, part E) over real HTTP, answers checked against the contract. */
describe.each(databases())('console promo codes on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const store = contractCaller(() => server.url);
  let merchandiser: StaffClient;
  let owner: StaffClient;
  let product: (slug: string) => SeededProduct;

  beforeAll(async () => {
    await seedTestStaff(server.db);
    merchandiser = await signInAs(server.url, 'merchandiser');
    owner = await signInAs(server.url, 'owner');
    product = await catalogueIds(server.db);
  });

  const admin = contractCalls(() => merchandiser);
  const create = (body: AdminPromoTerms) => admin<AdminPromo & ErrorBody>('POST', LIST, LIST, { body });
  async function created(body: AdminPromoTerms): Promise<AdminPromo> {
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }
  const list = (query: string) => admin<AdminPromoPage>('GET', LIST, `${LIST}?${query}`);
  const update = (id: number, body: unknown) =>
    admin<AdminPromo & ErrorBody>('PUT', DETAIL, `/api/admin/promos/${id}/`, { body });
  const deactivate = (id: number, version: number) =>
    admin<AdminPromo & ErrorBody>('POST', DEACTIVATE, `/api/admin/promos/${id}/deactivate/`, {
      body: { version },
    });
  const auditOf = async (id: number) =>
    (
      await owner.call<AuditEntryPage>(
        'GET',
        `/api/admin/audit-log/?entity=promo&entity_id=${id}&page_size=100`,
      )
    ).body.results;

  /** A guest cart in Singapore holding one Amber Oud 30 ml. */
  async function cart(): Promise<Cart> {
    const c = await newCart(server.url);
    const oud = product('amber-oud');
    return addItem(server.url, c.id, { product_id: oud.id, variant_id: oud.variant(0).id, quantity: 1 });
  }
  const check = (code: string, cartId: string) =>
    store<Promo & ErrorBody>(
      'GET',
      '/api/promo/',
      `/api/promo/?code=${encodeURIComponent(code)}&cart=${cartId}`,
    );
  const apply = (code: string, cartId: string) =>
    store<Cart & ErrorBody>('PATCH', '/api/carts/{cartPk}/', `/api/carts/${cartId}/`, {
      body: { promo_code: code },
    });

  it('a new code works in the store at once: the promo check and the cart take it off', async () => {
    const promo = await created(terms('SUMMER15'));
    expect(promo).toMatchObject({
      state: 'active',
      version: 1,
      used_count: 0,
      redemptions: 0,
      deactivated_at: null,
      terms: { code: 'SUMMER15', kind: 'percentage', percent: 15 },
    });
    const c = await cart();
    const checked = await check('summer15', c.id);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body).toMatchObject({ code: 'SUMMER15', discount_type: 'percentage', value: 15 });
    expect(checked.body.discount).toBe(Math.round(c.subtotal * 0.15));
    const applied = await apply('SUMMER15', c.id);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.promo?.code).toBe('SUMMER15');
    expect(applied.body.discount).toBe(Math.round(c.subtotal * 0.15));
    // The cart holding the code counts as a use.
    expect((await admin<AdminPromo>('GET', DETAIL, `/api/admin/promos/${promo.id}/`)).body.used_count).toBe(
      1,
    );
  });

  it('creates fixed amount and tier codes with amounts per currency, limits and dates, and audits them', async () => {
    const starts = new Date(Date.now() + 86_400_000).toISOString();
    const ends = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const promo = await created(
      terms('GOLD-GUESTS', {
        kind: 'fixed_amount',
        percent: 0,
        amounts: [
          { currency: 'SGD', amount_off: 2000, min_spend: 10000 },
          { currency: 'VND', amount_off: 300000, min_spend: null },
        ],
        countries: ['sg', 'vn'],
        currencies: ['SGD', 'VND'],
        starts_at: starts,
        ends_at: ends,
        usage_limit: 100,
        per_customer_limit: 1,
        applies_to: 'workshop',
        tiers: ['gold', 'black'],
      }),
    );
    expect(promo.state).toBe('scheduled');
    expect(promo.terms).toMatchObject({
      amounts: [
        { currency: 'SGD', amount_off: 2000, min_spend: 10000 },
        { currency: 'VND', amount_off: 300000, min_spend: null },
      ],
      tiers: ['gold', 'black'],
      usage_limit: 100,
      per_customer_limit: 1,
      starts_at: starts,
      ends_at: ends,
    });
    const [entry] = await auditOf(promo.id);
    expect(entry).toMatchObject({
      action: 'promo.create',
      staff_email: merchandiser.member.email,
      before: null,
      after: { code: 'GOLD-GUESTS', tiers: ['gold', 'black'] },
    });
    // Not started yet: the store says so.
    const c = await cart();
    expect((await check('GOLD-GUESTS', c.id)).status).toBe(422);
  });

  it('refuses bad terms with 400 naming each field, and writes nothing', async () => {
    const before = await server.db.$count(promos);
    const cases: [Partial<AdminPromoTerms>, string][] = [
      [{ percent: 0 }, 'body.percent'],
      [{ kind: 'fixed_amount', percent: 0, amounts: [] }, 'body.amounts'],
      [
        {
          kind: 'free_shipping',
          percent: 0,
          amounts: [{ currency: 'SGD', amount_off: 100, min_spend: null }],
        },
        'body.amounts.0.amount_off',
      ],
      [
        {
          amounts: [
            { currency: 'SGD', amount_off: null, min_spend: 100 },
            { currency: 'SGD', amount_off: null, min_spend: 200 },
          ],
        },
        'body.amounts.1.currency',
      ],
      [{ countries: ['zz'] }, 'body.countries.0'],
      [{ starts_at: '2030-02-01T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' }, 'body.ends_at'],
      [{ tiers: ['gold', 'gold'] }, 'body.tiers'],
      [{ description: { en: '  ', ar: '', 'zh-hans': '', vi: '' } }, 'body.description.en'],
    ];
    for (const [extra, field] of cases) {
      const res = await create(terms('BADTERMS', extra));
      expect(res.status, field).toBe(400);
      expect(
        res.body.errors?.map((e) => e.field),
        field,
      ).toContain(field);
    }
    // Schema-level refusals name their field too (never a 500).
    const schema = await create({ ...terms('x y'), usage_limit: -1 } as AdminPromoTerms);
    expect(schema.status).toBe(400);
    expect(schema.body.errors?.length).toBeGreaterThan(0);
    // A code taken whatever its case: WELCOME10 is in the seed.
    const taken = await create(terms('welcome10'));
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([{ field: 'body.code', reason: expect.stringContaining('already') }]);
    expect(await server.db.$count(promos)).toBe(before);
  });

  it('lists codes by search and state, paged, with usage', async () => {
    const a = await created(terms('LISTME-A'));
    const b = await created(terms('LISTME-B', { ends_at: new Date(Date.now() + 3_600_000).toISOString() }));
    await server.db
      .update(promos)
      .set({ startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(promos.id, b.id));
    const found = (await list('q=listme')).body;
    expect(found.count).toBe(2);
    // Newest first.
    expect(found.results.map((p) => p.code)).toEqual(['LISTME-B', 'LISTME-A']);
    expect((await list('q=listme&state=expired')).body.results.map((p) => p.id)).toEqual([b.id]);
    expect((await list('q=listme&state=active')).body.results.map((p) => p.id)).toEqual([a.id]);
    const paged = (await list('q=listme&page_size=1&page=2')).body;
    expect(paged).toMatchObject({ count: 2, results: [{ id: a.id, used_count: 0, redemptions: 0 }] });
    // The seed's EXPIRED5 is expired; a literal % matches itself.
    expect((await list('state=expired&page_size=100')).body.results.map((p) => p.code)).toContain('EXPIRED5');
    const all = (await list('page_size=1')).body.count;
    const percent = (await list('q=%25')).body;
    expect(percent.count).toBeLessThan(all);
    const bad = await admin<ErrorBody>('GET', LIST, `${LIST}?state=gone&page_size=500`);
    expect(bad.status).toBe(400);
    const fields = bad.body.errors?.map((e) => e.field) ?? [];
    expect(fields.some((f) => f.includes('state') || f.includes('page_size'))).toBe(true);
  });

  it('edits on the version read: a stale version is a 409 with the code as it is, nothing written', async () => {
    const promo = await created(terms('EDITME', { usage_limit: 5 }));
    const first = await update(promo.id, { version: 1, terms: { ...promo.terms, percent: 20 } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ version: 2, terms: { percent: 20 } });
    const stale = await update(promo.id, { version: 1, terms: { ...promo.terms, percent: 30 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'version_conflict',
      current: { version: 2, terms: { percent: 20 } },
    });
    const [row] = await server.db.select().from(promos).where(eq(promos.id, promo.id));
    expect(row).toMatchObject({ percent: 20, version: 2 });
    const audit = await auditOf(promo.id);
    expect(audit.find((e) => e.action === 'promo.update')).toMatchObject({
      before: { percent: 15 },
      after: { percent: 20 },
    });
    // A limit below the uses already made is refused.
    await server.db.update(promos).set({ usedCount: 4 }).where(eq(promos.id, promo.id));
    const tooLow = await update(promo.id, { version: 2, terms: { ...first.body.terms, usage_limit: 3 } });
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.errors?.[0]?.field).toBe('body.terms.usage_limit');
    // Renaming onto another code is refused on its field.
    const renamed = await update(promo.id, { version: 2, terms: { ...first.body.terms, code: 'Welcome10' } });
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors?.[0]?.field).toBe('body.terms.code');
    // Unknown code: 404.
    expect((await update(999_999, { version: 1, terms: promo.terms })).status).toBe(404);
  });

  it('deactivates a code now: the store refuses it from the next check; carts and the audit follow', async () => {
    const promo = await created(terms('STOPME'));
    const c = await cart();
    expect((await check('STOPME', c.id)).status).toBe(200);
    const stale = await deactivate(promo.id, 7);
    expect(stale.status).toBe(409);
    const stopped = await deactivate(promo.id, 1);
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    expect(stopped.body).toMatchObject({ state: 'deactivated', version: 2 });
    expect(stopped.body.deactivated_at).not.toBeNull();
    const refused = await check('STOPME', c.id);
    expect(refused.status).toBe(422);
    expect((await apply('STOPME', c.id)).status).toBe(422);
    expect((await list('q=STOPME&state=deactivated')).body.count).toBe(1);
    const audit = await auditOf(promo.id);
    expect(audit.map((e) => e.action)).toContain('promo.deactivate');
    // A scheduled code can be stopped too (its dates stay in order).
    const later = await created(
      terms('STOPLATER', { starts_at: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    expect((await deactivate(later.id, 1)).body.state).toBe('deactivated');
  });

  it('is for owners and merchandisers: staff and editors get 403', async () => {
    for (const role of ['staff', 'editor'] as const) {
      const other = await signInAs(server.url, role);
      expect((await other.call('GET', LIST)).status).toBe(403);
      expect((await other.call('POST', LIST, { body: terms('NOPE') })).status).toBe(403);
    }
    expect((await admin('GET', LIST, LIST, { as: owner })).status).toBe(200);
  });
});
