import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/render-admin';
import { useFakeAdminServer } from '../testing/use-fake-admin-server';
import { reloadPage } from './reload-page';

// The audit log's chunk is gone, as after a deploy: importing it fails.
vi.mock('../screens/audit-log', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /admin/assets/audit-log-OLD.js');
});
vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const fake = useFakeAdminServer();

describe('a screen whose code cannot be loaded', () => {
  it('says so in its heading, inside the frame, and reloads the console when asked', async () => {
    vi.mocked(reloadPage).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.api.state.signedInAs = 1;
    await renderAdmin('/audit-log', { baseUrl: fake.server.url });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This could not be loaded' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/The console may have been updated since this page was opened/),
    ).toBeInTheDocument();
    // The sections stay in reach.
    const [nav] = screen.getAllByRole('navigation', { name: 'Sections' });
    expect(within(nav!).getByRole('link', { name: 'Staff' })).toBeInTheDocument();

    // Nothing reloads by itself (a broken build would reload forever).
    expect(reloadPage).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('in Arabic too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.api.state.signedInAs = 1;
    await renderAdmin('/audit-log', { baseUrl: fake.server.url, language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تعذّر التحميل' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeInTheDocument();
  });
});
