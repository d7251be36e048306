import type { AdminCmsPage } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();

function pageOf(change: Partial<AdminCmsPage>): AdminCmsPage {
  return {
    slug: 'faq',
    country: 'sg',
    language: 'en',
    area: 'store',
    title: 'Frequently Asked Questions',
    seo: { title: 'FAQ', description: null, image: null },
    blocks: [{ id: 'intro', type: 'heading', data: { text: 'Ask us anything' } }],
    published: true,
    has_draft: false,
    version: 2,
    updated_at: '2026-01-05T02:00:00Z',
    preview_url: '/sg/en/draft/faq?preview_token=preview-token-000000',
    store_url: '/sg/en/faq',
    ...change,
  };
}

/** Start, discard and unpublish as the server answers them, on pages kept by path. */
function lifecycleFake(pages: Map<string, AdminCmsPage>) {
  return (request: RecordedRequest): TestReply | null => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'GET' && request.path === '/api/admin/pages/')
      return { status: 200, body: { count: 0, results: [] } };
    if (request.method === 'POST' && request.path === '/api/admin/pages/') {
      const path = `/api/admin/pages/${String(body['slug'])}/${String(body['country'])}/${String(body['language'])}/`;
      if (pages.has(path))
        return {
          status: 409,
          body: {
            message: 'This page already exists in that country and language',
            status: 409,
            errors: [{ field: 'body.slug', reason: 'already exists in this country and language' }],
          },
        };
      const made = pageOf({
        slug: String(body['slug']),
        country: String(body['country']),
        language: body['language'] as AdminCmsPage['language'],
        area: String(body['slug']).startsWith('business-') ? 'business' : 'store',
        title: String(body['title']),
        blocks: [],
        published: false,
        has_draft: true,
        version: 1,
        store_url: null,
      });
      pages.set(path, made);
      return { status: 201, body: made };
    }
    const match = /^(\/api\/admin\/pages\/[^/]+\/[^/]+\/[^/]+\/)(discard\/|unpublish\/)?$/.exec(request.path);
    const page = match ? pages.get(match[1]!) : undefined;
    if (!match || !page) return null;
    if (request.method === 'GET' && !match[2]) return { status: 200, body: page };
    if (request.method !== 'POST') return null;
    if (body['version'] !== page.version)
      return {
        status: 409,
        body: { message: 'Changed', status: 409, code: 'version_conflict', current: page },
      };
    if (match[2] === 'discard/')
      Object.assign(page, {
        title: 'Frequently Asked Questions',
        has_draft: false,
        version: page.version + 1,
      });
    else
      Object.assign(page, { published: false, has_draft: true, store_url: null, version: page.version + 1 });
    return { status: 200, body: page };
  };
}

describe('a page’s life in the console', () => {
  let pages: Map<string, AdminCmsPage>;
  beforeEach(() => {
    pages = new Map();
    fake.api.state.signedInAs = 3; // the editor
    const handle = lifecycleFake(pages);
    fake.server.setHandler((request) => handle(request) ?? fake.api.handle(request));
  });

  it('starts a translation of a store page and opens its editor', async () => {
    await renderAdmin('/pages', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Start a page', {}, { timeout: 5000 }));
    const form = within(screen.getByRole('form', { name: 'Start a page' }));
    await user.selectOptions(form.getByLabelText(/Store page/), 'shipping-information');
    await user.type(form.getByLabelText(/^Country/), 'VN');
    await user.selectOptions(form.getByLabelText('Language'), 'vi');
    await user.type(form.getByLabelText('Page title'), 'Thông tin giao hàng');
    await user.type(form.getByLabelText(/Copy from country/), 'sg');
    await user.click(form.getByRole('button', { name: 'Start the page' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thông tin giao hàng' })).toBeInTheDocument();
    const sent = fake.server.requests.find((r) => r.method === 'POST' && r.path === '/api/admin/pages/');
    expect(sent?.body).toEqual({
      slug: 'shipping-information',
      country: 'vn',
      language: 'vi',
      title: 'Thông tin giao hàng',
      copy_from: { country: 'sg', language: 'en' },
    });
    // A page never published: no discard (nothing to go back to), no unpublish.
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it('says a page exists already and links to it', async () => {
    pages.set('/api/admin/pages/business-spa/sg/en/', pageOf({ slug: 'business-spa', area: 'business' }));
    await renderAdmin('/pages', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Start a page', {}, { timeout: 5000 }));
    const form = within(screen.getByRole('form', { name: 'Start a page' }));
    await user.selectOptions(form.getByLabelText('Area'), 'business');
    await user.type(form.getByLabelText(/^Slug/), 'spa');
    await user.type(form.getByLabelText(/^Country/), 'sg');
    await user.type(form.getByLabelText('Page title'), 'Spa');
    await user.click(form.getByRole('button', { name: 'Start the page' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page already exists in that country and language.');
    expect(within(alert).getByRole('link', { name: 'Open it' }).getAttribute('href')).toMatch(
      /\/pages\/business-spa\/sg\/en$/,
    );
  });

  it('discards a draft only after asking, and shows the published page again', async () => {
    pages.set('/api/admin/pages/faq/sg/en/', pageOf({ title: 'FAQ (draft)', has_draft: true, version: 4 }));
    await renderAdmin('/pages/faq/sg/en', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    const ask = screen.getByRole('alert');
    expect(ask).toHaveTextContent('Throw away the draft');
    await user.click(within(ask).getByRole('button', { name: 'Keep the draft' }));
    expect(fake.server.requests.some((r) => r.path.endsWith('/discard/'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.click(screen.getByRole('button', { name: 'Discard the draft' }));
    expect(await screen.findByText('Draft discarded: this is the published page again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Page title')).toHaveValue('Frequently Asked Questions');
    expect(fake.server.requests.find((r) => r.path.endsWith('/discard/'))?.body).toEqual({ version: 4 });
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
  });

  it('unpublishes after asking; the store link goes and the content stays to publish again', async () => {
    pages.set('/api/admin/pages/faq/sg/en/', pageOf({}));
    await renderAdmin('/pages/faq/sg/en', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'View in the store' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await user.click(screen.getByRole('button', { name: 'Unpublish the page' }));
    expect(await screen.findByText(/Unpublished: shoppers no longer see this page/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View in the store' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.getByLabelText('Page title')).toHaveValue('Frequently Asked Questions');
  });
});
