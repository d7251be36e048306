import type { AdminCmsPage } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();

function faq(): AdminCmsPage {
  return {
    slug: 'faq',
    country: 'sg',
    language: 'en',
    area: 'store',
    title: 'Frequently Asked Questions',
    seo: { title: 'FAQ', description: 'Answers', image: null },
    blocks: [{ id: 'intro', type: 'heading', data: { text: 'Ask us anything' } }],
    published: true,
    has_draft: false,
    version: 2,
    updated_at: '2026-01-05T02:00:00Z',
    preview_url: '/sg/en/draft/faq?preview_token=preview-token-000000',
    store_url: '/sg/en/faq',
  };
}

/** The pages operations on one page, in front of the shell's fake (session, CSRF). */
function pagesFake(page: AdminCmsPage) {
  return (request: RecordedRequest): TestReply | null => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'GET' && request.path === '/api/admin/pages/') {
      const { blocks: _b, seo: _s, preview_url: _p, store_url: _u, ...summary } = page;
      return { status: 200, body: { count: 1, results: [summary] } };
    }
    const conflict = {
      status: 409,
      body: { message: 'Changed', status: 409, code: 'version_conflict', current: page },
    };
    if (request.path === '/api/admin/pages/faq/sg/en/') {
      if (request.method === 'GET') return { status: 200, body: page };
      if (body['version'] !== page.version) return conflict;
      Object.assign(page, {
        title: body['title'],
        seo: body['seo'],
        blocks: body['blocks'],
        has_draft: true,
        version: page.version + 1,
      });
      return { status: 200, body: page };
    }
    if (request.method === 'POST' && request.path === '/api/admin/pages/faq/sg/en/publish/') {
      if (body['version'] !== page.version) return conflict;
      Object.assign(page, { has_draft: false, version: page.version + 1 });
      return { status: 200, body: page };
    }
    return null;
  };
}

describe('the pages screens', () => {
  let page: AdminCmsPage;
  beforeEach(() => {
    page = faq();
    fake.api.state.signedInAs = 3; // the editor
    const pages = pagesFake(page);
    fake.server.setHandler((request) => pages(request) ?? fake.api.handle(request));
  });

  it('lists pages with their country, language and status', async () => {
    await renderAdmin('/pages', { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: 'CMS pages' });
    const row = within(table).getByRole('row', { name: /Frequently Asked Questions/ });
    expect(row).toHaveTextContent('SG · English');
    expect(row).toHaveTextContent('Published');
  });

  it('edits a heading, saves the draft, previews it and publishes it', async () => {
    await renderAdmin('/pages/faq/sg/en', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const block = await screen.findByRole('group', { name: /Block 1: heading/ });
    const text = within(block).getByLabelText('text');
    await user.clear(text);
    await user.type(text, 'Answers, freshly edited');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. The preview shows it.')).toBeInTheDocument();
    const put = fake.server.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({
      version: 2,
      blocks: [{ id: 'intro', type: 'heading', data: { text: 'Answers, freshly edited' } }],
    });
    expect(screen.getByTitle('Preview of Frequently Asked Questions')).toHaveAttribute(
      'src',
      page.preview_url,
    );

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: the store shows it now.')).toBeInTheDocument();
    const post = fake.server.requests.find((r) => r.method === 'POST' && r.path.endsWith('/publish/'));
    expect(post?.body).toEqual({ version: 3 });
  });

  it('adds, reorders and removes blocks', async () => {
    await renderAdmin('/pages/faq/sg/en', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await screen.findByRole('group', { name: /Block 1: heading/ });
    await user.selectOptions(screen.getByLabelText('Kind of new block'), 'rich_text');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    const added = screen.getByRole('group', { name: /Block 2: rich_text/ });
    await user.type(within(added).getByLabelText('html'), '<p>Hello</p>');
    await user.click(within(added).getByRole('button', { name: 'Move up' }));
    expect(screen.getByRole('group', { name: /Block 1: rich_text/ })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: /Block 2: heading/ })).getByRole('button', {
        name: 'Remove block',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. The preview shows it.');
    expect(page.blocks).toEqual([{ id: 'block-2', type: 'rich_text', data: { html: '<p>Hello</p>' } }]);
  });

  it('shows the other editor’s change on a 409 and saves over it only when asked', async () => {
    await renderAdmin('/pages/faq/sg/en', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Page title');
    await user.clear(title);
    await user.type(title, 'FAQ (mine)');
    Object.assign(page, { title: 'FAQ (theirs)', version: 5, has_draft: true });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Someone else changed this page');
    expect(notice).toHaveTextContent('FAQ (theirs)');
    expect(page.title).toBe('FAQ (theirs)');
    await user.click(within(notice).getByRole('button', { name: 'Save mine over theirs' }));
    await screen.findByText('Draft saved. The preview shows it.');
    expect(page.title).toBe('FAQ (mine)');
  });
});
