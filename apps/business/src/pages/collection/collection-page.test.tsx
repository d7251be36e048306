import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBusinessApi } from '../../testing/fake-business-api';
import { useFakeBusinessServer } from '../../testing/use-fake-business-server';
import { renderBusiness } from '../../testing/render-business';

const { server } = useFakeBusinessServer();

const open = (path: string) => renderBusiness(path, { baseUrl: server.url });

async function listOf(name: string) {
  return within(await screen.findByRole('list', { name }));
}

describe('business collections', () => {
  it('lists the success stories newest first and opens one', async () => {
    const { router } = open('/sg/business-scenting/success-stories');
    const list = await listOf('Success stories');
    expect(list.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Orchid House Hotel',
      'Maison Linh flagship',
    ]);
    expect(list.getByText('A lobby scent of white tea and ginger.')).toBeInTheDocument();
    await userEvent.click(list.getByRole('link', { name: 'Orchid House Hotel' }));
    await screen.findByRole('heading', { level: 1, name: 'Orchid House Hotel' });
    expect(screen.getByText('Guests now ask for the lobby scent.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sg/business-scenting/success-stories/orchid-house-hotel');
    expect(server.requests.find((r) => r.path === '/api/cms/pages/')?.query.get('slug')).toBe(
      'success-story-orchid-house-hotel-sg-en',
    );
    // And back to the list.
    await userEvent.click(screen.getByRole('link', { name: 'All success stories' }));
    expect(await listOf('Success stories')).toBeTruthy();
  });

  it('shows when each press release went out, in the page language', async () => {
    const english = open('/sg/business-scenting/press-releases');
    let list = await listOf('Press releases');
    const item = within(list.getAllByRole('listitem')[0]!);
    expect(item.getByRole('link', { name: 'Atelier Scents opens a Dubai showroom' })).toHaveAttribute(
      'href',
      '/sg/business-scenting/press-releases/dubai-showroom',
    );
    expect(item.getByText('10 February 2026')).toHaveAttribute('datetime', '2026-02-10T05:00:00Z');
    english.unmount();
    open('/ae/ar/business-scenting/press-releases');
    list = await listOf('البيانات الصحفية');
    expect(list.getByRole('link', { name: 'Atelier Scents opens a Dubai showroom' })).toHaveAttribute(
      'href',
      '/ae/business-scenting/press-releases/dubai-showroom',
    );
    expect(list.getByText('10 فبراير 2026')).toBeInTheDocument();
  });

  it('lists the products with a quote request each, which fills in the enquiry', async () => {
    const { router } = open('/sg/business-scenting/product');
    const list = await listOf('Scenting products');
    expect(list.getByText('Cold-air diffusion for spaces up to 500 m².')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Scent Machine 500' })).toHaveAttribute(
      'href',
      '/sg/business-scenting/product/scent-machine-500',
    );
    await userEvent.click(list.getByRole('link', { name: 'Ask for a quote: Oil refill 500 ml' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(router.state.location).toMatchObject({
      pathname: '/sg/business-scenting/contact',
      search: '?product=oil-refill-500ml',
    });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'I would like a quote for Oil refill 500 ml.',
    );
  });

  it('says when a collection is empty', async () => {
    server.setHandler((request) =>
      request.path.startsWith('/api/cms/collections/')
        ? { status: 200, body: [] }
        : createFakeBusinessApi().handle(request),
    );
    open('/sg/business-scenting/success-stories');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeInTheDocument();
    expect(screen.getByText('Please come back soon.')).toBeInTheDocument();
  });
});
