import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD, TOTP_CODE, TOTP_SECRET } from '../../testing/fake-admin-api';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();

const sent = (path: string) => fake.server.requests.filter((r) => r.method === 'POST' && r.path === path);

/** The console at /account, signed in as `email`. */
async function openAccount(email: string, language: 'en' | 'ar' = 'en') {
  fake.api.state.signedInAs = fake.api.state.accounts.find((a) => a.email === email)!.id;
  const view = await renderAdmin('/account', { baseUrl: fake.server.url, language });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Your account', () => {
  it('is reached from the signed-in person area by any role, and shows their name, e-mail and role', async () => {
    fake.api.state.signedInAs = 3;
    const { router } = await renderAdmin('/', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    const panel = (await screen.findAllByRole('region', { name: 'Your account' }))[0]!;
    await user.click(within(panel).getByRole('link', { name: 'Password and two-step sign-in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    const details = section('Your details');
    expect(details).toHaveTextContent('editor');
    expect(details).toHaveTextContent('editor@atelier.test');
    expect(details).toHaveTextContent('Editor');
    // Not a section: the navigation offers the editor the same as before.
    const nav = screen.getAllByRole('navigation', { name: 'Sections' })[0]!;
    expect(within(nav).queryByRole('link', { name: /account/i })).not.toBeInTheDocument();
  });

  it('checks the new password as the forced change does before calling the server', async () => {
    const { user } = await openAccount('staff@atelier.test');
    const form = section('Change your password');
    await user.type(within(form).getByLabelText('Current password'), PASSWORD);
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Save the password' }));
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 8 characters.'),
    );
    expect(within(form).getByLabelText('New password')).toHaveFocus();

    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Save the password' }));
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a password different from your current one.'),
    );
    expect(sent('/api/admin/password/')).toHaveLength(0);
  });

  it("shows the server's refusals on their fields, then saves the new password", async () => {
    const { user } = await openAccount('staff@atelier.test');
    const form = section('Change your password');
    const current = within(form).getByLabelText('Current password');
    await user.type(current, 'not my password');
    await user.type(within(form).getByLabelText('New password'), 'a fresh long password');
    await user.type(within(form).getByLabelText('New password again'), 'a fresh long password');
    await user.click(within(form).getByRole('button', { name: 'Save the password' }));
    await expect.poll(() => current).toHaveAccessibleDescription('The current password is not right.');
    expect(current).toHaveFocus();

    await user.clear(current);
    await user.type(current, PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Save the password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your new password is saved.');
    expect(current).toHaveValue('');
    expect(sent('/api/admin/password/').at(-1)?.body).toEqual({
      current_password: PASSWORD,
      new_password: 'a fresh long password',
    });
    expect(fake.api.state.accounts[1]!.password).toBe('a fresh long password');
  });

  it('says a guessable new password is too easy to guess', async () => {
    const { user } = await openAccount('staff@atelier.test');
    const form = section('Change your password');
    await user.type(within(form).getByLabelText('Current password'), PASSWORD);
    await user.type(within(form).getByLabelText('New password'), 'password1234');
    await user.type(within(form).getByLabelText('New password again'), 'password1234');
    await user.click(within(form).getByRole('button', { name: 'Save the password' }));
    await expect
      .poll(() => within(form).getByLabelText('New password'))
      .toHaveAccessibleDescription(expect.stringContaining('This password is too easy to guess.'));
  });

  it('sets up the authenticator: QR code and key in groups, a wrong code refused, the right one turns it on', async () => {
    const { user } = await openAccount('merch@atelier.test');
    const twoStep = section('Two-step sign-in');
    expect(twoStep).toHaveTextContent('Two-step sign-in is off.');
    await user.click(within(twoStep).getByRole('button', { name: 'Set up the authenticator' }));

    const qr = await within(twoStep).findByRole('img', {
      name: 'QR code to add Atelier Scents to your authenticator app',
    });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    // The fake's key repeats itself: JBSW comes twice.
    const key = within(twoStep).getAllByText('JBSW')[0]!.parentElement!;
    expect(key).toHaveAttribute('dir', 'ltr');
    expect([...key.children].map((group) => group.textContent)).toEqual(TOTP_SECRET.match(/.{4}/g));

    const code = within(twoStep).getByLabelText('6-digit code');
    expect(code).toHaveFocus();
    await user.click(within(twoStep).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(code).toHaveAccessibleDescription('Enter the 6 digits of the code.');
    expect(sent('/api/admin/totp/confirm/')).toHaveLength(0);

    await user.type(code, '000000');
    await user.click(within(twoStep).getByRole('button', { name: 'Turn on two-step sign-in' }));
    await expect
      .poll(() => code)
      .toHaveAccessibleDescription(expect.stringContaining('That code does not match.'));
    expect(fake.api.state.accounts[3]!.totp_enabled).toBe(false);

    await user.clear(code);
    await user.type(code, TOTP_CODE);
    await user.click(within(twoStep).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await within(twoStep).findByRole('status')).toHaveTextContent('Two-step sign-in is on');
    expect(within(twoStep).queryByRole('img')).not.toBeInTheDocument();
    expect(twoStep).toHaveTextContent('Ask the shop’s owner to reset your two-step sign-in');
    expect(sent('/api/admin/totp/confirm/').at(-1)?.body).toEqual({ code: TOTP_CODE });
    expect(fake.api.state.accounts[3]!.totp_enabled).toBe(true);
  });

  it('when it is on, says so, and turns it off with the password and a current code', async () => {
    const { user } = await openAccount('totp@atelier.test');
    const twoStep = section('Two-step sign-in');
    expect(twoStep).toHaveTextContent('Two-step sign-in is on');
    expect(twoStep).toHaveTextContent('Lost your phone? Ask the shop’s owner to reset');
    expect(
      within(twoStep).queryByRole('button', { name: 'Set up the authenticator' }),
    ).not.toBeInTheDocument();
    const form = within(twoStep).getByRole('form', { name: 'Turn it off' });
    const turnOff = () => user.click(within(form).getByRole('button', { name: 'Turn off two-step sign-in' }));

    await turnOff();
    expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password.',
    );
    expect(within(form).getByLabelText('6-digit code')).toHaveAccessibleDescription(
      'Enter the 6 digits of the code.',
    );
    expect(sent('/api/admin/totp/disable/')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Current password'), 'not my password');
    await user.type(within(form).getByLabelText('6-digit code'), '000000');
    await turnOff();
    await expect
      .poll(() => within(form).getByLabelText('Current password'))
      .toHaveAccessibleDescription('The current password is not right.');

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), PASSWORD);
    await turnOff();
    await expect
      .poll(() => within(form).getByLabelText('6-digit code'))
      .toHaveAccessibleDescription(expect.stringContaining('That code does not match.'));
    expect(fake.api.state.accounts[4]!.totp_enabled).toBe(true);

    await user.clear(within(form).getByLabelText('6-digit code'));
    await user.type(within(form).getByLabelText('6-digit code'), TOTP_CODE);
    await turnOff();
    expect(await within(twoStep).findByRole('status')).toHaveTextContent('Two-step sign-in is now off.');
    expect(within(twoStep).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(twoStep).getByRole('button', { name: 'Set up the authenticator' })).toBeInTheDocument();
    expect(sent('/api/admin/totp/disable/').at(-1)?.body).toEqual({
      current_password: PASSWORD,
      code: TOTP_CODE,
    });
    expect(fake.api.state.accounts[4]!.totp_enabled).toBe(false);
  });

  it('starts again when the server no longer waits for a code (reset meanwhile)', async () => {
    const { user } = await openAccount('owner@atelier.test');
    const twoStep = section('Two-step sign-in');
    await user.click(within(twoStep).getByRole('button', { name: 'Set up the authenticator' }));
    const code = await within(twoStep).findByLabelText('6-digit code');
    fake.api.state.totpPendingFor = null;
    await user.type(code, TOTP_CODE);
    await user.click(within(twoStep).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await within(twoStep).findByRole('alert')).toHaveTextContent(
      'This setup is no longer waiting for a code. Start again.',
    );
    expect(within(twoStep).getByRole('button', { name: 'Set up the authenticator' })).toBeInTheDocument();
  });

  it('reads in Arabic, right to left, with the key still left to right', async () => {
    const { user } = await openAccount('owner@atelier.test', 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'حسابك' })).toBeInTheDocument();
    const twoStep = section('تسجيل الدخول بخطوتين');
    await user.click(within(twoStep).getByRole('button', { name: 'إعداد تطبيق المصادقة' }));
    const [group] = await within(twoStep).findAllByText('JBSW');
    expect(group!.parentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
