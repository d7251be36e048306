import type { AdminPartner } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();

function acme(): AdminPartner {
  return {
    partnership: 'acme',
    name: 'Acme Hotels',
    allowed_origins: ['https://acme.example'],
    theme: { '--atelier-accent': '#8a5cf6' },
    quiz_questions: 0,
    quiz: { source: 'store', questions: [] },
    snippet: '<script>…</script>\n<scent-quiz partnership="acme" country="sg" lang="en"></scent-quiz>',
    version: 1,
    created_at: '2026-01-05T02:00:00Z',
  };
}

function partnersFake(partner: AdminPartner) {
  return (request: RecordedRequest): TestReply | null => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'GET' && request.path === '/api/admin/partners/') {
      const { partnership, name, allowed_origins, version } = partner;
      return { status: 200, body: { count: 1, results: [{ partnership, name, allowed_origins, version }] } };
    }
    if (request.path === '/api/admin/partners/acme/') {
      if (request.method === 'GET') return { status: 200, body: partner };
      if (body['name'] === 'Acme <b>')
        return {
          status: 400,
          body: {
            message: 'Validation failed',
            status: 400,
            errors: [{ field: 'body.name', reason: 'must not contain < or >' }],
          },
        };
      if (body['version'] !== partner.version)
        return {
          status: 409,
          body: { message: 'Changed', status: 409, code: 'version_conflict', current: partner },
        };
      Object.assign(partner, {
        name: body['name'],
        allowed_origins: body['allowed_origins'],
        theme: body['theme'],
        version: partner.version + 1,
      });
      return { status: 200, body: partner };
    }
    return null;
  };
}

describe('the partners screens', () => {
  let partner: AdminPartner;
  beforeEach(() => {
    partner = acme();
    fake.api.state.signedInAs = 3; // the editor
    const partners = partnersFake(partner);
    fake.server.setHandler((request) => partners(request) ?? fake.api.handle(request));
  });

  it('lists partners with their number of origins', async () => {
    await renderAdmin('/partners', { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: 'Partners' });
    expect(within(table).getByRole('row', { name: /Acme Hotels/ })).toHaveTextContent('1 origin');
  });

  it('adds an origin (refusing a path), saves, and shows the snippet to copy', async () => {
    await renderAdmin('/partners/acme', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('New origin');
    await user.type(field, 'https://shop.partner.example/quiz');
    await user.click(screen.getByRole('button', { name: 'Add origin' }));
    expect(field).toHaveAccessibleDescription(/Give an https origin/);
    await user.clear(field);
    await user.type(field, 'https://shop.partner.example');
    await user.click(screen.getByRole('button', { name: 'Add origin' }));
    expect(screen.getByRole('list', { name: 'Allowed origins' })).toHaveTextContent(
      'https://shop.partner.example',
    );
    await user.click(screen.getByRole('button', { name: 'Save partner' }));
    expect(await screen.findByText('Saved. The embed uses it from the next page load.')).toBeInTheDocument();
    expect(partner.allowed_origins).toEqual(['https://acme.example', 'https://shop.partner.example']);
    expect(partner.theme).toEqual({ '--atelier-accent': '#8a5cf6' });
    expect(screen.getByLabelText('Paste where the quiz should appear')).toHaveValue(partner.snippet);
    expect(screen.getByRole('button', { name: 'Copy snippet' })).toBeInTheDocument();
  });

  it('removes an origin and shows a conflict with the other change', async () => {
    await renderAdmin('/partners/acme', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove https://acme.example' }));
    Object.assign(partner, { name: 'Acme Spas', version: 2 });
    await user.click(screen.getByRole('button', { name: 'Save partner' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Someone else changed this partner');
    expect(notice).toHaveTextContent('Acme Spas');
    expect(partner.allowed_origins).toEqual(['https://acme.example']);
  });

  it("shows the server's reason next to the field it names", async () => {
    await renderAdmin('/partners/acme', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Acme <b>');
    await user.click(screen.getByRole('button', { name: 'Save partner' }));
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription(/must not contain < or >/));
    expect(partner.name).toBe('Acme Hotels');
  });
});
