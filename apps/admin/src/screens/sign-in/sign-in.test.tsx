import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD, TOTP_CODE } from '../../testing/fake-admin-api';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();

async function fillCredentials(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('signing in to the console', () => {
  it('says a wrong password is wrong, keeps the e-mail and signs nobody in', async () => {
    await renderAdmin('/sign-in', { baseUrl: fake.server.url });
    await fillCredentials('owner@atelier.test', 'not the password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is not right.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('owner@atelier.test');
    expect(fake.api.state.signedInAs).toBeNull();
  });

  it('asks for the e-mail and password before calling the server', async () => {
    await renderAdmin('/sign-in', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(fake.server.requests.filter((r) => r.path === '/api/admin/token/')).toHaveLength(0);
  });

  it('signs the owner in to the console, who sees their e-mail, role and every section', async () => {
    await renderAdmin('/sign-in', { baseUrl: fake.server.url });
    await fillCredentials('owner@atelier.test', PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    const account = screen.getAllByRole('region', { name: 'Your account' })[0]!;
    expect(account).toHaveTextContent('Signed in as owner@atelier.test');
    expect(account).toHaveTextContent('Owner');
    const sent = fake.server.requests.find((r) => r.path === '/api/admin/token/');
    expect(sent?.body).toEqual({ email: 'owner@atelier.test', password: PASSWORD });
  });

  it('asks for the authenticator code when the account has one, refuses a wrong code, takes the right one', async () => {
    await renderAdmin('/sign-in', { baseUrl: fake.server.url });
    const user = await fillCredentials('totp@atelier.test', PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeInTheDocument();
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveFocus();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    expect(fake.api.state.signedInAs).toBeNull();

    await user.clear(code);
    await user.type(code, TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    const last = fake.server.requests.filter((r) => r.path === '/api/admin/token/').at(-1);
    expect(last?.body).toEqual({ email: 'totp@atelier.test', password: PASSWORD, totp_code: TOTP_CODE });
  });

  it('makes a member with a one-time password choose their own before anything else', async () => {
    await renderAdmin('/sign-in', { baseUrl: fake.server.url });
    const user = await fillCredentials('new@atelier.test', PASSWORD);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your own password' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();

    // Checked here first: too short, then two that differ.
    await user.type(screen.getByLabelText('Current password'), PASSWORD);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 8 characters.'),
    );
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'cedar and amber at dusk');
    await user.type(screen.getByLabelText('New password again'), 'cedar and amber at dawn');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription(
      'The two new passwords are not the same.',
    );
    // The server's refusal of an easy password, on its field.
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'password1234');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(
      await screen.findByText('This password is too easy to guess. Add words or characters.'),
    ).toBeInTheDocument();
    // The server's refusal of the password it gave (reason `unchanged`) is not called easy to guess.
    fake.api.state.failNext = {
      path: '/api/admin/password/',
      reply: {
        status: 400,
        body: {
          message: 'Choose a password different from the current one',
          status: 400,
          errors: [{ field: 'body.new_password', reason: 'unchanged' }],
        },
      },
    };
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'cedar and amber at noon');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'cedar and amber at noon');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(
      await screen.findByText('Choose a password different from the one you were given.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a password different from the one you were given.'),
    );
    expect(screen.queryByText('This password is too easy to guess. Add words or characters.')).toBeNull();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'cedar and amber at dusk');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'cedar and amber at dusk');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    const change = fake.server.requests.find((r) => r.path === '/api/admin/password/' && r.method === 'POST');
    expect(change?.headers['x-csrf-token']).toBe('csrf-token-of-the-fake-0001');
    expect(fake.api.state.accounts.find((a) => a.email === 'new@atelier.test')?.must_change_password).toBe(
      false,
    );
  });

  it('sends a signed-out visitor of a screen to sign in, and back to that screen afterwards', async () => {
    const { router } = await renderAdmin('/audit-log?page=2', { baseUrl: fake.server.url });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your session ended. Sign in again to go on.')).toBeInTheDocument();
    await fillCredentials('owner@atelier.test', PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/audit-log?page=2');
  });

  it('goes back to sign-in when a call answers 401 mid-work, keeping the screen', async () => {
    fake.api.state.signedInAs = 1;
    const { router } = await renderAdmin('/staff', { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    expect(within(table).getByText('editor@atelier.test')).toBeInTheDocument();
    // The session ends on the server (expired, revoked); the next call says so.
    fake.api.state.signedInAs = null;
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Disable editor@atelier.test' })[0]!);
    await user.click(
      within(screen.getByRole('group', { name: 'Disable editor@atelier.test' })).getByRole('button', {
        name: 'Disable',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/staff')}`);
  });

  it('signs out: the server forgets the session and the console shows sign-in', async () => {
    fake.api.state.signedInAs = 3;
    await renderAdmin('/', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const account = await screen.findAllByRole('region', { name: 'Your account' });
    await user.click(within(account[0]!).getByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' }),
    ).toBeInTheDocument();
    expect(fake.api.state.signedInAs).toBeNull();
  });
});
