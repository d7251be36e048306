import type { AdminLead } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();
const ID = '33333333-3333-4333-8333-333333333333';

function orchid(): AdminLead {
  return {
    id: ID,
    company: 'Orchid House Hotel',
    name: 'Linh Tran',
    email: 'linh@orchid.example',
    phone: null,
    country: 'vn',
    industry: 'hospitality',
    space_size_sqm: 400,
    message: 'A signature scent for our lobby.',
    status: 'new',
    version: 1,
    created_at: '2026-11-20T03:00:00.000Z',
    status_changed_at: null,
    status_changed_by: null,
    notes: [],
  };
}

function leadsFake(lead: AdminLead, options: { otherChange?: boolean } = {}) {
  return (request: RecordedRequest): TestReply | null => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'GET' && request.path === '/api/admin/leads/') {
      const status = request.query.get('status');
      const matches = !status || status === lead.status;
      const {
        phone: _p,
        space_size_sqm: _s,
        message: _m,
        version: _v,
        status_changed_by: _b,
        notes,
        ...rest
      } = lead;
      return {
        status: 200,
        body: {
          count: matches ? 1 : 0,
          counts: {
            new: lead.status === 'new' ? 1 : 0,
            contacted: lead.status === 'contacted' ? 1 : 0,
            won: lead.status === 'won' ? 1 : 0,
            lost: lead.status === 'lost' ? 1 : 0,
          },
          results: matches ? [{ ...rest, notes: notes.length }] : [],
        },
      };
    }
    if (request.path === `/api/admin/leads/${ID}/`) {
      if (request.method === 'GET') return { status: 200, body: lead };
      if (options.otherChange || body['version'] !== lead.version) {
        Object.assign(lead, {
          status: 'lost',
          version: lead.version + 1,
          status_changed_at: '2026-11-29T09:00:00.000Z',
          status_changed_by: { id: 1, email: 'owner@atelier.test' },
        });
        return {
          status: 409,
          body: { message: 'Changed', status: 409, code: 'version_conflict', current: lead },
        };
      }
      Object.assign(lead, {
        status: body['status'],
        version: lead.version + 1,
        status_changed_at: '2026-11-29T10:00:00.000Z',
        status_changed_by: { id: 2, email: 'staff@atelier.test' },
      });
      return { status: 200, body: lead };
    }
    if (request.path === `/api/admin/leads/${ID}/notes/`) {
      lead.notes.push({
        id: lead.notes.length + 1,
        text: body['text'] as string,
        author: { id: 2, email: 'staff@atelier.test' },
        created_at: '2026-11-29T10:05:00.000Z',
      });
      return { status: 201, body: lead };
    }
    return null;
  };
}

describe('the leads screens', () => {
  beforeEach(() => {
    fake.api.state.signedInAs = 2;
  });

  it('shows the pipeline with counts and filters by status', async () => {
    const handle = leadsFake(orchid());
    fake.server.setHandler((request) => handle(request) ?? fake.api.handle(request));
    await renderAdmin('/leads', { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: 'Business leads, newest first' });
    expect(within(table).getByRole('row', { name: /Orchid House Hotel/ })).toHaveTextContent('New');
    await userEvent.click(screen.getByRole('button', { name: 'Won (0)' }));
    expect(await screen.findByText('No lead matches this search or status.')).toBeInTheDocument();
    expect(fake.server.requests.at(-1)?.query.get('status')).toBe('won');
  });

  it('moves a lead on the version read and adds a note with who wrote it', async () => {
    const handle = leadsFake(orchid());
    fake.server.setHandler((request) => handle(request) ?? fake.api.handle(request));
    await renderAdmin(`/leads/${ID}`, { baseUrl: fake.server.url });
    expect(await screen.findByRole('heading', { name: 'Orchid House Hotel' })).toBeInTheDocument();
    expect(screen.getByText('A signature scent for our lobby.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'contacted');
    await userEvent.click(screen.getByRole('button', { name: 'Save the status' }));
    expect(await screen.findByText('The lead is now Contacted.')).toBeInTheDocument();
    expect(fake.server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      version: 1,
      status: 'contacted',
    });
    expect(screen.getByText(/by staff@atelier.test/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(screen.getByText('Write the note first.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New note'), 'Called; samples next week.');
    await userEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('Called; samples next week.')).toBeInTheDocument();
    expect(await screen.findByText(/staff@atelier.test, /)).toBeInTheDocument();
  });

  it('shows what someone else saved when the version is stale', async () => {
    const handle = leadsFake(orchid(), { otherChange: true });
    fake.server.setHandler((request) => handle(request) ?? fake.api.handle(request));
    await renderAdmin(`/leads/${ID}`, { baseUrl: fake.server.url });
    await screen.findByRole('heading', { name: 'Orchid House Hotel' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'won');
    await userEvent.click(screen.getByRole('button', { name: 'Save the status' }));
    expect(await screen.findByText(/Someone else changed this lead meanwhile/)).toBeInTheDocument();
    expect(screen.getByText(/by owner@atelier.test/)).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('lost');
  });
});
