import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../app/storage/storage';
import { useFakeOrdersServer } from '../../testing/fake-orders';
import { ACCESS_TOKEN, MEMBER_PASSWORD, REFRESH_TOKEN, renderApp } from '../../testing/render-app';

const api = useFakeOrdersServer();
const userEvent = userEventLib.setup({ delay: null });

const EXPORT = {
  exported_at: '2026-11-29T03:00:00.000Z',
  profile: {
    email: 'gold@atelier.test',
    first_name: 'Mei',
    last_name: 'Tan',
    phone: null,
    country: 'sg',
    language: 'en',
    membership_tier: 'gold',
    marketing_opt_in: false,
    date_joined: '2025-01-01T00:00:00.000Z',
  },
  newsletter: { subscribed: false, pending: false, since: null },
  orders: [],
  bookings: [],
  wishlist: [],
  gift_cards_bought: [],
};

/** The member's data routes, as the server answers them. */
function privacyApi(request: RecordedRequest): TestReply | null {
  if (request.path === '/api/users/detail/data/') return { status: 200, body: EXPORT };
  if (request.path === '/api/users/detail/' && request.method === 'DELETE') {
    return (request.body as { password?: string }).password === MEMBER_PASSWORD
      ? { status: 204 }
      : {
          status: 400,
          body: {
            message: 'The password is incorrect',
            status: 400,
            errors: [{ field: 'body.password', reason: 'incorrect' }],
          },
        };
  }
  return null;
}

let saved: Blob[] = [];
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
beforeEach(() => {
  const fallback = api.fake.handler;
  api.server.setHandler((request) => privacyApi(request) ?? fallback(request));
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:member-data';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function openAsMember(path = '/sg/account/privacy') {
  const storage = createMemoryStorage();
  storage.setItem('token', ACCESS_TOKEN);
  storage.setItem('refreshToken', REFRESH_TOKEN);
  return { ...renderApp(path, { baseUrl: api.server.url, storage }), storage };
}

describe('account privacy page', () => {
  it('downloads the member data as a JSON file', async () => {
    openAsMember();
    await screen.findByRole('heading', { level: 1, name: 'Your data' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(await readText(saved[0]!))).toEqual(EXPORT);
  });

  it('deletes the account after the password is confirmed, then logs out', async () => {
    const { storage } = openAsMember();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account for good?' });
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveFocus();

    // Cancel keeps everything and gives the focus back.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const again = screen.getByRole('alertdialog');
    await userEvent.type(within(again).getByLabelText(/^Password/), 'wrong password');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(again).findByText('This password is not correct.')).toBeInTheDocument();
    expect(storage.getItem('token')).toBe(ACCESS_TOKEN);

    const field = within(again).getByLabelText(/^Password/);
    await userEvent.clear(field);
    await userEvent.type(field, MEMBER_PASSWORD);
    await userEvent.click(within(again).getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(storage.getItem('token')).toBeNull();
    const deletes = api.server.requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.body)).toEqual([
      { password: 'wrong password' },
      { password: MEMBER_PASSWORD },
    ]);
  });

  it('is in Vietnamese on a Vietnamese page', async () => {
    openAsMember('/vn/vi/account/privacy');
    // The page may mount again once the member is known: look for what is there at the end.
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1, name: 'Dữ liệu của bạn' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Xóa tài khoản của tôi' })).toBeInTheDocument();
    });
  });
});
