import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFakeBusinessServer } from '../../testing/use-fake-business-server';
import { renderBusiness } from '../../testing/render-business';

const { server } = useFakeBusinessServer();

describe('BusinessHeader', () => {
  it('switches country and language on the same business page', async () => {
    const { router } = renderBusiness('/sg/business-scenting/press-releases?ref=mail', {
      baseUrl: server.url,
    });
    await screen.findByRole('heading', { level: 1, name: 'Press releases' });
    // The choice is in the menu, a dialog loaded when first opened.
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'ae');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Press releases' })).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        pathname: '/ae/en/business-scenting/press-releases',
        search: '?ref=mail',
      }),
    );
    // The page in its new locale on screen (the router's state moves before React commits the page;
    // the switcher shows the page's locale again then, as after any navigation).
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Overview' })[0]).toHaveAttribute(
        'href',
        '/ae/en/business-scenting',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ar');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'البيانات الصحفية' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ae/business-scenting/press-releases');
    // The list was asked for again in the new locale.
    const last = server.requests.filter((r) => r.path === '/api/cms/collections/press-releases/').at(-1);
    expect(last?.headers).toMatchObject({ 'accept-country': 'ae', 'accept-language': 'ar' });
  });

  it('marks the current page in the navigation, also on a detail page', async () => {
    renderBusiness('/sg/business-scenting/success-stories/orchid-house-hotel', { baseUrl: server.url });
    await screen.findByRole('heading', { level: 1, name: 'Orchid House Hotel' });
    expect(screen.getByRole('link', { name: 'Success stories' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });
});
