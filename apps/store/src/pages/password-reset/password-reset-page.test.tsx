import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFakeOrdersServer } from '../../testing/fake-orders';
import { MEMBER_PASSWORD, renderApp } from '../../testing/render-app';

const api = useFakeOrdersServer();
const open = (path: string) => renderApp(path, { baseUrl: api.server.url });

async function askForLink(
  email: string,
  labels = { form: 'Forgot your password?', field: 'E-mail', submit: 'Send the link' },
) {
  const form = await screen.findByRole('form', { name: labels.form });
  await userEvent.type(within(form).getByRole('textbox', { name: labels.field }), email);
  await userEvent.click(within(form).getByRole('button', { name: labels.submit }));
}

async function chooseNewPassword(password: string, confirm = password) {
  const form = await screen.findByRole('form', { name: 'Choose a new password' });
  await userEvent.type(within(form).getByLabelText('New password'), password);
  await userEvent.type(within(form).getByLabelText('Confirm new password'), confirm);
  await userEvent.click(within(form).getByRole('button', { name: 'Save the new password' }));
}

describe('forgotten password', () => {
  it('is linked from the login page', async () => {
    open('/sg/login');
    const link = await screen.findByRole('link', { name: 'Forgot your password?' });
    expect(link).toHaveAttribute('href', '/sg/password-reset');
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Reset your password | Atelier Scents'));
  });

  it('answers a member’s address and an unknown one alike, naming the address the server echoes', async () => {
    const view = open('/sg/password-reset');
    await askForLink('gold@atelier.test');
    expect(
      await screen.findByText(
        'If an account exists for gold@atelier.test, we have sent it a link to choose a new password. The link works once and for 1 hour.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Forgot your password?' })).toBeNull();
    expect(api.fake.resetLinkFor('gold@atelier.test')).not.toBeNull();
    view.unmount();

    open('/sg/password-reset');
    await askForLink('nobody@example.com');
    expect(
      await screen.findByText(
        'If an account exists for nobody@example.com, we have sent it a link to choose a new password. The link works once and for 1 hour.',
      ),
    ).toBeInTheDocument();
  });

  it('checks the address before asking the server, in the page’s language', async () => {
    open('/ae/ar/password-reset');
    await askForLink('not-an-address', {
      form: 'نسيت كلمة المرور؟',
      field: 'البريد الإلكتروني',
      submit: 'أرسل الرابط',
    });
    const form = screen.getByRole('form', { name: 'نسيت كلمة المرور؟' });
    const field = within(form).getByRole('textbox', { name: 'البريد الإلكتروني' });
    expect(field).toHaveAccessibleDescription('أدخل عنوان بريد إلكتروني مثل name@example.com.');
    expect(api.server.requests.filter((request) => request.path === '/api/users/password-reset/')).toEqual(
      [],
    );
  });

  it('sets the new password with the e-mail’s link, once', async () => {
    const asked = open('/sg/password-reset');
    await askForLink('gold@atelier.test');
    await screen.findByText(/If an account exists for gold@atelier.test/);
    const token = api.fake.resetLinkFor('gold@atelier.test')!;
    asked.unmount();

    const view = open(`/sg/password-reset#token=${token}`);
    await chooseNewPassword('Vetiver-and-amber-27');
    expect(
      await screen.findByText('Your password was changed. Log in with your new password.'),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/sg/login');
    expect(api.fake.passwordOf('gold@atelier.test')).toBe('Vetiver-and-amber-27');
    expect(api.fake.passwordOf('gold@atelier.test')).not.toBe(MEMBER_PASSWORD);
    view.unmount();

    // The same link again: spent, with a way to ask for a new one.
    open(`/sg/password-reset#token=${token}`);
    await chooseNewPassword('Another-fine-phrase-42');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link has already been used or is not valid. Ask for a new one.');
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/sg/password-reset',
    );
  });

  it('says when the link has expired, and shows a guessable password at its field', async () => {
    const asked = open('/sg/password-reset');
    await askForLink('silver@atelier.test');
    await screen.findByText(/If an account exists for silver@atelier.test/);
    const token = api.fake.resetLinkFor('silver@atelier.test')!;
    asked.unmount();

    const view = open(`/sg/password-reset#token=${token}`);
    await chooseNewPassword('password123');
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      'At least 8 characters. This password is too easy to guess. Try a longer phrase of a few unrelated words, or mix words with numbers and symbols.',
    );
    view.unmount();

    api.fake.resetLinkFor('silver@atelier.test', { expired: true });
    open(`/sg/password-reset#token=${token}`);
    await chooseNewPassword('Vetiver-and-amber-27');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Ask for a new one.');
    expect(api.fake.passwordOf('silver@atelier.test')).toBe(MEMBER_PASSWORD);
  });

  it('checks the two new passwords before asking the server', async () => {
    open('/sg/password-reset#token=reset-token-1-for-7');
    await chooseNewPassword('Vetiver-and-amber-27', 'Vetiver-and-amber-28');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two new passwords do not match.',
    );
    expect(api.server.requests.filter((request) => request.path.includes('password-reset'))).toEqual([]);
  });
});
