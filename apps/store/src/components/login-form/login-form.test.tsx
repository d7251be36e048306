import { startContractTestServer } from '@atelier/api/testing/contract-server';
import { closedPortUrl, type TestServer } from '@atelier/api/testing/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { LocaleProvider } from '../../app/locale/locale-context';
import { localeFor } from '../../app/locale/route-locale';
import { createServices } from '../../app/services/app-services';
import { createMemoryStorage } from '../../app/storage/storage';
import {
  ACCESS_TOKEN,
  apiHandler,
  MEMBER_PASSWORD,
  REFRESH_TOKEN,
  testConfig,
} from '../../testing/render-app';
import { ToastOutlet } from '../toasts/toast-provider';
import { LoginForm } from './login-form';
import { loadAllTexts } from '../../i18n/i18n';

// Rendered outside the routes, which load the texts a page needs: load them all here.
beforeAll(loadAllTexts);

let server: TestServer;
beforeAll(async () => {
  server = await startContractTestServer(apiHandler);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function setup({ baseUrl = server.url, language = 'en' as 'en' | 'vi' } = {}) {
  const storage = createMemoryStorage();
  const services = createServices({
    config: testConfig,
    storage,
    sessionStorage: createMemoryStorage(),
    initialPathname: '/vn',
    baseUrl,
  });
  const onSuccess = vi.fn();
  const country = testConfig.countries.find((entry) => entry.code === 'vn')!;
  render(
    <AppProviders services={services}>
      <LocaleProvider locale={localeFor(country, language)}>
        <LoginForm onSuccess={onSuccess} />
        <ToastOutlet />
      </LocaleProvider>
    </AppProviders>,
  );
  return { storage, onSuccess };
}

async function fillIn(email: string, password: string, labels = { email: 'E-mail', password: 'Password' }) {
  if (email) await userEvent.type(screen.getByRole('textbox', { name: labels.email }), email);
  if (password) await userEvent.type(screen.getByLabelText(labels.password), password);
}

describe('LoginForm', () => {
  it('asks for both fields before calling the server, focusing the first to fix', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(server.requests).toHaveLength(0);
  });

  it('explains an e-mail address that is not one', async () => {
    setup();
    await fillIn('gold@atelier', 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter an e-mail address like name@example.com.',
    );
    expect(screen.getByLabelText('Password')).not.toBeInvalid();
    expect(server.requests).toHaveLength(0);
  });

  it('validates in the page language', async () => {
    setup({ language: 'vi' });
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Vui lòng nhập địa chỉ email.',
    );
  });

  it('shows the refusal of wrong credentials and stores nothing', async () => {
    const { storage, onSuccess } = setup();
    await fillIn('gold@atelier.test', 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is incorrect.',
    );
    expect(storage.getItem('token')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/token/',
      body: { email: 'gold@atelier.test', password: 'wrong-password' },
    });
  });

  it('logs in: stores token, refreshToken, login and email, and welcomes the member', async () => {
    const { storage, onSuccess } = setup();
    await fillIn('  gold@atelier.test ', MEMBER_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Welcome back, Mei.')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: 7, email: 'gold@atelier.test' }));
    expect(storage.getItem('token')).toBe(ACCESS_TOKEN);
    expect(storage.getItem('refreshToken')).toBe(REFRESH_TOKEN);
    expect(storage.getItem('login')).toBe('{"user":{"id":7}}');
    expect(storage.getItem('email')).toBe('gold@atelier.test');
    expect(server.requests[0]?.headers).toMatchObject({ 'accept-country': 'vn', 'accept-currency': 'vnd' });
  });

  it('says so when the shopper is offline', async () => {
    setup({ baseUrl: await closedPortUrl() });
    await fillIn('gold@atelier.test', MEMBER_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You seem to be offline, please check your connection.',
    );
  });
});
