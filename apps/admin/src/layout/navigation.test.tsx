import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing/render-admin';
import { useFakeAdminServer } from '../testing/use-fake-admin-server';

const fake = useFakeAdminServer();

/** The links of the (wide screens') section navigation. */
async function sectionLinks(name = 'Sections') {
  const [nav] = await screen.findAllByRole('navigation', { name });
  return within(nav!)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the navigation shows the sections the role may use', () => {
  // What each role is offered and what it is not (other sections may join the list over time).
  const ALL = [
    'Orders',
    'Bookings',
    'Customers',
    'Business leads',
    'Gift cards',
    'Catalogue',
    'Promos',
    'Pages',
    'Partners',
    'Staff',
    'Audit log',
  ];
  it.each([
    [1, 'owner', ALL, []],
    [
      2,
      'staff',
      ['Orders', 'Bookings', 'Customers', 'Business leads', 'Gift cards'],
      ['Catalogue', 'Promos', 'Pages', 'Partners', 'Staff', 'Audit log'],
    ],
    [
      4,
      'merchandiser',
      ['Catalogue', 'Promos'],
      ['Orders', 'Customers', 'Pages', 'Partners', 'Staff', 'Audit log'],
    ],
    [
      3,
      'editor',
      ['Pages', 'Partners'],
      ['Orders', 'Bookings', 'Customers', 'Catalogue', 'Promos', 'Staff', 'Audit log'],
    ],
  ])('account %i (%s)', async (id, _role, offered, refused) => {
    fake.api.state.signedInAs = id;
    await renderAdmin('/', { baseUrl: fake.server.url });
    const links = await sectionLinks();
    expect(links[0]).toBe('Home');
    for (const name of offered) expect(links, name).toContain(name);
    for (const name of refused) expect(links, name).not.toContain(name);
    // In the order of screens.tsx.
    expect(links.filter((name) => ALL.includes(name!))).toEqual(ALL.filter((name) => offered.includes(name)));
  });

  it('tells an editor who opens the orders address that their role cannot do this, calling nothing', async () => {
    fake.api.state.signedInAs = 3;
    await renderAdmin('/orders', { baseUrl: fake.server.url });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your role cannot do this' }),
    ).toBeInTheDocument();
    expect(fake.server.requests.map((r) => r.path)).toEqual(['/api/admin/session/']);
  });

  it('shows "Your role cannot do this" when the server refuses a screen’s data (403)', async () => {
    fake.api.state.signedInAs = 1;
    fake.api.state.failNext = {
      path: '/api/admin/audit-log/',
      reply: { status: 403, body: { message: 'Your role cannot do this', status: 403, code: 'role' } },
    };
    await renderAdmin('/audit-log', { baseUrl: fake.server.url });
    expect(await screen.findByText('Your role cannot do this')).toBeInTheDocument();
    expect(screen.getByText("Ask the shop's owner if you need it.")).toBeInTheDocument();
  });

  it('on a phone, the menu button opens the same sections in a drawer and a link closes it', async () => {
    fake.api.state.signedInAs = 1;
    const { router } = await renderAdmin('/', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(await sectionLinks());
    await user.click(within(nav).getByRole('link', { name: 'Staff' }));
    // The router commits the navigation once the screen's lazy chunk is in.
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
    expect(drawer).not.toHaveAttribute('open');
  });

  it('switches the language: Arabic texts, right to left, and the choice is kept', async () => {
    fake.api.state.signedInAs = 1;
    const { services } = await renderAdmin('/', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const [account] = await screen.findAllByRole('region', { name: 'Your account' });
    await user.selectOptions(within(account!).getByLabelText('Language'), 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'أهلًا بك' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(services.storage.getItem('atelier-admin-language')).toBe('ar');
    expect(await sectionLinks('الأقسام')).toContain('سجل التغييرات');
  });
});
