import type { AdminPromo, AdminPromoSummary, AdminPromoTerms } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();

function summer(): AdminPromo {
  return {
    id: 12,
    terms: {
      code: 'SUMMER15',
      description: { en: 'Summer sale', ar: '', 'zh-hans': '', vi: '' },
      kind: 'percentage',
      percent: 15,
      amounts: [{ currency: 'SGD', amount_off: null, min_spend: 5000 }],
      countries: [],
      currencies: null,
      starts_at: null,
      ends_at: null,
      usage_limit: 100,
      per_customer_limit: null,
      applies_to: 'cart',
      tiers: null,
    },
    state: 'active',
    used_count: 3,
    redemptions: 2,
    deactivated_at: null,
    free_gift: false,
    version: 2,
  };
}

const summaryOf = (p: AdminPromo): AdminPromoSummary => ({
  id: p.id,
  code: p.terms.code,
  kind: p.terms.kind,
  percent: p.terms.percent,
  state: p.state,
  starts_at: p.terms.starts_at,
  ends_at: p.terms.ends_at,
  usage_limit: p.terms.usage_limit,
  used_count: p.used_count,
  redemptions: p.redemptions,
  tiers: p.terms.tiers,
  applies_to: p.terms.applies_to,
});

/** The promo operations over one stored code, in front of the shell's fake (session, CSRF). */
function promosFake(promos: AdminPromo[]) {
  return (request: RecordedRequest): TestReply | null => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.path === '/api/admin/promos/') {
      if (request.method === 'GET') {
        const state = request.query.get('state');
        const shown = promos.filter((p) => !state || p.state === state);
        return { status: 200, body: { count: shown.length, results: shown.map(summaryOf) } };
      }
      const created: AdminPromo = {
        ...summer(),
        id: 40,
        terms: body as unknown as AdminPromoTerms,
        used_count: 0,
        redemptions: 0,
        version: 1,
      };
      promos.push(created);
      return { status: 201, body: created };
    }
    const match = /^\/api\/admin\/promos\/(\d+)\/(deactivate\/)?$/.exec(request.path);
    const promo = match && promos.find((p) => p.id === Number(match[1]));
    if (!promo) return null;
    if (request.method === 'GET') return { status: 200, body: promo };
    if (body['version'] !== promo.version)
      return {
        status: 409,
        body: { message: 'Changed', status: 409, code: 'version_conflict', current: promo },
      };
    if (match[2]) Object.assign(promo, { state: 'deactivated', deactivated_at: '2026-11-29T10:00:00Z' });
    else promo.terms = body['terms'] as AdminPromoTerms;
    promo.version += 1;
    return { status: 200, body: promo };
  };
}

describe('the promo code screens', () => {
  let promos: AdminPromo[];
  beforeEach(() => {
    promos = [summer()];
    fake.api.state.signedInAs = 4; // the merchandiser
    const handler = promosFake(promos);
    fake.server.setHandler((request) => handler(request) ?? fake.api.handle(request));
  });

  it('lists codes with their rule, state and uses, and filters by state on the server', async () => {
    await renderAdmin('/promos', { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: 'Promo codes, newest first' });
    const row = within(table).getByRole('row', { name: /SUMMER15/ });
    expect(row).toHaveTextContent('15% off');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('3 of 100');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'expired');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No promo codes to show')).toBeInTheDocument();
    expect(fake.server.requests.at(-1)?.query.get('state')).toBe('expired');
  });

  it('creates a fixed amount tier code, amounts typed in each currency’s units, then shows it', async () => {
    await renderAdmin('/promos/new', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'GOLD20');
    await user.type(screen.getByRole('textbox', { name: 'Description (English)' }), 'Gold guests');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Discount' }), 'fixed_amount');
    await user.type(screen.getByRole('textbox', { name: 'Amount off (SGD)' }), '20');
    await user.type(screen.getByRole('textbox', { name: 'Amount off (VND)' }), '300000');
    await user.type(screen.getByRole('textbox', { name: 'Uses per customer' }), '1');
    await user.click(screen.getByRole('checkbox', { name: 'Gold' }));
    await user.click(screen.getByRole('button', { name: 'Create promo code' }));

    expect(await screen.findByRole('heading', { name: 'GOLD20' })).toBeInTheDocument();
    const post = fake.server.requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      code: 'GOLD20',
      kind: 'fixed_amount',
      percent: 0,
      amounts: [
        { currency: 'SGD', amount_off: 2000, min_spend: null },
        { currency: 'VND', amount_off: 300000, min_spend: null },
      ],
      per_customer_limit: 1,
      usage_limit: null,
      tiers: ['gold'],
    });
  });

  it('checks the form before sending: a percent outside 1–100 is refused on its field', async () => {
    await renderAdmin('/promos/new', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'BIG');
    await user.type(screen.getByRole('textbox', { name: 'Description (English)' }), 'Too much');
    const percent = screen.getByRole('textbox', { name: 'Percent off (1–100)' });
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: 'Create promo code' }));
    expect(percent).toHaveAccessibleDescription(/not valid/);
    expect(fake.server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('saves on the version read; someone else’s change shows a conflict and loads theirs on request', async () => {
    await renderAdmin('/promos/12', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const percent = await screen.findByRole('textbox', { name: 'Percent off (1–100)' });
    await user.clear(percent);
    await user.type(percent, '20');
    // Meanwhile someone else changes it.
    promos[0]!.terms = { ...promos[0]!.terms, percent: 25 };
    promos[0]!.version = 3;
    await user.click(screen.getByRole('button', { name: 'Save terms' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Someone else changed this promo code');
    await user.click(within(notice).getByRole('button', { name: 'Load their version' }));
    expect(screen.getByRole('textbox', { name: 'Percent off (1–100)' })).toHaveValue('25');

    await user.click(screen.getByRole('button', { name: 'Deactivate now' }));
    expect(
      await screen.findByText('Promo code deactivated. The store refuses it from now on.'),
    ).toBeInTheDocument();
    const deactivation = fake.server.requests.find((r) => r.path === '/api/admin/promos/12/deactivate/');
    expect(deactivation?.body).toEqual({ version: 3 });
  });
});
