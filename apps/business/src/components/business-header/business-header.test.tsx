import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBusiness } from '../../testing/render-business';

describe('BusinessHeader', () => {
  it('switches country and language on the same business page', async () => {
    const { router } = renderBusiness('/sg/business-scenting/press-releases?ref=mail');
    await screen.findByRole('heading', { level: 1, name: 'Press releases' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'ae');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Press releases' })).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        pathname: '/ae/en/business-scenting/press-releases',
        search: '?ref=mail',
      }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'البيانات الصحفية' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ae/business-scenting/press-releases');
  });

  it('marks the current page in the navigation', async () => {
    renderBusiness('/sg/business-scenting/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });
});
