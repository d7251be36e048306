import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN } from '../../testing/fake-business-api';
import { useFakeBusinessServer } from '../../testing/use-fake-business-server';
import { renderBusiness } from '../../testing/render-business';

const { server } = useFakeBusinessServer();
beforeEach(() => {
  document.title = '';
  document.head.querySelector('meta[name="description"]')?.remove();
});

const open = (path: string) => renderBusiness(path, { baseUrl: server.url });
const draftRequests = () => server.requests.filter((r) => r.path === '/api/cms/draft-pages/');

describe('CMS pages of the business area', () => {
  it('renders the landing page blocks with links placed in the page locale', async () => {
    const { router } = open('/sg/business-scenting');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Scenting for business' })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: 'A scent your guests remember' })).toBeInTheDocument();
    expect(main.getByText('Hotels, boutiques and offices in five countries.')).toBeInTheDocument();
    // A product list block names a shop collection: the shop is the other app (a full page load).
    expect(main.getByRole('heading', { level: 2, name: 'Our home scents' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'See these scents in the shop' })).toHaveAttribute(
      'href',
      '/sg/all-home-perfumes',
    );
    await waitFor(() => expect(document.title).toBe('Scenting for business | Atelier Scents'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Signature scents for hotels, retail and offices.',
    );
    // An editor's country-less link navigates inside the app.
    const cta = main.getByRole('link', { name: 'Talk to our team' });
    expect(cta).toHaveAttribute('href', '/sg/business-scenting/contact');
    await userEvent.click(cta);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sg/business-scenting/contact');
    // The landing page's description does not stay on the next page.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Tell us about your space and we will propose a scent. Our team replies within two working days.',
      ),
    );
  });

  it('shows a product with its quote request, which opens the enquiry about it', async () => {
    open('/sg/business-scenting/product/scent-machine-500');
    await screen.findByRole('heading', { level: 1, name: 'Scent Machine 500' });
    expect(await screen.findByRole('table')).toHaveTextContent('up to 500 m²');
    const next = screen.getByRole('navigation', { name: 'What next' });
    expect(within(next).getByRole('link', { name: 'All scenting products' })).toHaveAttribute(
      'href',
      '/sg/business-scenting/product',
    );
    await userEvent.click(within(next).getByRole('link', { name: 'Ask for a quote' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'I would like a quote for Scent Machine 500.',
    );
  });

  it('refuses a draft without a preview token, readably and without asking the server', async () => {
    open('/sg/business-scenting/custom-page/sustainability/draft');
    await screen.findByRole('heading', { level: 1, name: 'Draft preview' });
    expect(
      screen.getByText(
        'This draft link has no preview token, so the draft cannot be shown. Open the preview link from the editor again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Every bottle comes back to us.')).not.toBeInTheDocument();
    expect(draftRequests()).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Draft preview | Atelier Scents'));
  });

  it('refuses a draft with a wrong preview token', async () => {
    open('/sg/business-scenting/custom-page/sustainability/draft?preview_token=guessed-token-000000');
    expect(
      await screen.findByText(
        'The preview token of this link is invalid or has expired, so the draft cannot be shown. Ask the editors for a new preview link.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Draft preview' })).toBeInTheDocument();
    expect(draftRequests()[0]?.headers['x-preview-token']).toBe('guessed-token-000000');
  });

  it.each([
    '/sg/business-scenting/custom-page/sustainability/draft',
    '/sg/business-scenting/draft/custom-page/sustainability',
  ])('shows the draft with a valid token (%s), sent as X-Preview-Token', async (path) => {
    open(`${path}?preview_token=${PREVIEW_TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Sustainability (new draft)' });
    expect(screen.getByText('From 2027 every refill is carbon neutral.')).toBeInTheDocument();
    expect(screen.getByText('Draft preview: this version is not published yet.')).toBeInTheDocument();
    const [request] = draftRequests();
    expect(request?.query.get('slug')).toBe('business-sustainability-sg-en');
    expect(request?.headers['x-preview-token']).toBe(PREVIEW_TOKEN);
    expect(request?.url).not.toContain(PREVIEW_TOKEN);
  });

  it('shows the published custom page without a draft segment', async () => {
    open('/sg/business-scenting/custom-page/sustainability');
    await screen.findByRole('heading', { level: 1, name: 'Sustainability' });
    expect(screen.getByText('Every bottle comes back to us.')).toBeInTheDocument();
    expect(screen.queryByText('Draft preview: this version is not published yet.')).not.toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/cms/pages/')?.query.get('slug')).toBe(
      'business-sustainability-sg-en',
    );
  });

  it('says so when the content cannot be loaded', async () => {
    server.setHandler(() => ({ status: 500, body: { message: 'Something went wrong', status: 500 } }));
    open('/sg/business-scenting/custom-page/sustainability/draft?preview_token=' + PREVIEW_TOKEN);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This content could not be loaded. Please try again in a moment.',
    );
  });
});
