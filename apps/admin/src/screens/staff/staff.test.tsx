import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();

describe('the staff screen', () => {
  it('invites a member and shows the one-time password once', async () => {
    fake.api.state.signedInAs = 1;
    await renderAdmin('/staff', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Staff accounts' });
    const invite = screen.getByRole('region', { name: 'Invite a member of staff' });
    await user.type(within(invite).getByLabelText('E-mail'), 'lan@atelier.test');
    await user.type(within(invite).getByLabelText('Name'), 'Lan Nguyen');
    await user.selectOptions(within(invite).getByLabelText('Role'), 'editor');
    await user.click(within(invite).getByRole('button', { name: 'Invite' }));
    expect(
      await within(invite).findByText('lan@atelier.test can now sign in as Editor.'),
    ).toBeInTheDocument();
    expect(within(invite).getByText('one-time-password-0123456789')).toBeInTheDocument();
    const sent = fake.server.requests.find((r) => r.method === 'POST' && r.path === '/api/admin/staff/');
    expect(sent?.body).toEqual({ email: 'lan@atelier.test', name: 'Lan Nguyen', role: 'editor' });
    expect(await screen.findByRole('cell', { name: /lan@atelier.test/ })).toBeInTheDocument();

    await user.click(within(invite).getByRole('button', { name: 'I have passed it on' }));
    expect(screen.queryByText('one-time-password-0123456789')).not.toBeInTheDocument();
    expect(within(invite).getByLabelText('E-mail')).toHaveValue('');
  });

  it('refuses an e-mail that already has an account, on its field', async () => {
    fake.api.state.signedInAs = 1;
    await renderAdmin('/staff', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const invite = await screen.findByRole('region', { name: 'Invite a member of staff' });
    await user.type(within(invite).getByLabelText('E-mail'), 'editor@atelier.test');
    await user.click(within(invite).getByRole('button', { name: 'Invite' }));
    expect(
      await within(invite).findByText('There is already a staff account with this e-mail.'),
    ).toBeInTheDocument();
    expect(within(invite).getByLabelText('E-mail')).toHaveFocus();
  });

  it('changes a role with the account’s version, and says so when someone else changed it first', async () => {
    fake.api.state.signedInAs = 1;
    await renderAdmin('/staff', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Role of staff@atelier.test'), 'merchandiser');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('staff@atelier.test is now Merchandiser.')).toBeInTheDocument();
    const patch = fake.server.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/api/admin/staff/2/');
    expect(patch?.body).toEqual({ version: 1, role: 'merchandiser' });

    // The list is read again after the save; then another owner changes the editor meanwhile, so
    // this screen's version of it is stale.
    await waitFor(() =>
      expect(
        fake.server.requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/staff/'),
      ).toHaveLength(2),
    );
    fake.api.state.accounts.find((a) => a.id === 3)!.version = 7;
    await user.selectOptions(screen.getByLabelText('Role of editor@atelier.test'), 'staff');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed editor@atelier.test meanwhile.',
    );
    expect(fake.api.state.accounts.find((a) => a.id === 3)!.role).toBe('editor');
  });

  it('resets a member’s two-step sign-in only once asked, on the account’s version', async () => {
    fake.api.state.signedInAs = 1;
    await renderAdmin('/staff', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const row = (email: string) =>
      screen.getAllByRole('row').find((r) => within(r).queryByText(email, { exact: false }))!;
    await screen.findByRole('table', { name: 'Staff accounts' });
    expect(within(row('totp@atelier.test')).getByText('Two-step on')).toBeInTheDocument();
    expect(within(row('staff@atelier.test')).queryByText('Two-step on')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Reset two-step sign-in of staff@atelier.test' }),
    ).not.toBeInTheDocument();

    // Asked first: cancelling sends nothing.
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in of totp@atelier.test' }));
    const confirm = screen.getByRole('group', { name: 'Reset two-step sign-in of totp@atelier.test' });
    expect(confirm).toHaveTextContent('They then sign in with their password alone');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fake.server.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in of totp@atelier.test' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Reset two-step sign-in of totp@atelier.test' })).getByRole(
        'button',
        { name: 'Reset two-step sign-in' },
      ),
    );
    expect(
      await screen.findByText(
        'Two-step sign-in of totp@atelier.test is reset: they sign in with their password and can set it up again from their account.',
      ),
    ).toBeInTheDocument();
    const patch = fake.server.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/api/admin/staff/5/');
    expect(patch?.body).toEqual({ version: 1, reset_totp: true });
    expect(fake.api.state.accounts.find((a) => a.id === 5)!.totp_enabled).toBe(false);
    // The list read again: the member no longer shows the factor, nor the action.
    await waitFor(() => expect(within(row('totp@atelier.test')).queryByText('Two-step on')).toBeNull());
    expect(
      screen.queryByRole('button', { name: 'Reset two-step sign-in of totp@atelier.test' }),
    ).not.toBeInTheDocument();
  });

  it('says so when someone else changed the member before the reset, and resets nothing', async () => {
    fake.api.state.signedInAs = 1;
    await renderAdmin('/staff', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Reset two-step sign-in of totp@atelier.test' }),
    );
    fake.api.state.accounts.find((a) => a.id === 5)!.version = 4;
    await user.click(
      within(screen.getByRole('group', { name: 'Reset two-step sign-in of totp@atelier.test' })).getByRole(
        'button',
        { name: 'Reset two-step sign-in' },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed totp@atelier.test meanwhile.',
    );
    expect(fake.api.state.accounts.find((a) => a.id === 5)!.totp_enabled).toBe(true);
  });

  it('offers no reset of one’s own second factor (that needs the password and a code, on the account screen)', async () => {
    fake.api.state.accounts.find((a) => a.id === 1)!.totp_enabled = true;
    fake.api.state.signedInAs = 1;
    await renderAdmin('/staff', { baseUrl: fake.server.url });
    await screen.findByRole('table', { name: 'Staff accounts' });
    const own = screen
      .getAllByRole('row')
      .find((r) => within(r).queryByText('owner@atelier.test', { exact: false }))!;
    expect(within(own).getByText('Two-step on')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Reset two-step sign-in of owner@atelier.test' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Reset two-step sign-in of totp@atelier.test' }),
    ).toBeInTheDocument();
  });
});
