import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../app/storage/storage';
import { SILVER_REFRESH_TOKEN, SILVER_TOKEN, useFakeOrdersServer } from '../../testing/fake-orders';
import { ACCESS_TOKEN, REFRESH_TOKEN, renderApp } from '../../testing/render-app';

const api = useFakeOrdersServer();
const userEvent = userEventLib.setup({ delay: null });

function openAs(path: string, who: 'gold' | 'silver' = 'gold') {
  const storage = createMemoryStorage();
  storage.setItem('token', who === 'gold' ? ACCESS_TOKEN : SILVER_TOKEN);
  storage.setItem('refreshToken', who === 'gold' ? REFRESH_TOKEN : SILVER_REFRESH_TOKEN);
  return renderApp(path, { baseUrl: api.server.url, storage });
}

const addresses = () => screen.findByRole('region', { name: 'Your addresses' });

async function fillAddress(form: HTMLElement, line1: string, postalCode = '238823') {
  const field = (name: string) => within(form).getByRole('textbox', { name });
  await userEvent.type(field('First name'), 'Mei');
  await userEvent.type(field('Last name'), 'Tan');
  await userEvent.type(field('Address'), line1);
  await userEvent.type(field('City'), 'Singapore');
  await userEvent.type(field('Postal code'), postalCode);
  await userEvent.type(field('Phone'), '+65 9123 4567');
}

describe('account: tier benefits and address book', () => {
  it('shows what each tier gives, the member’s own marked', async () => {
    openAs('/sg/account');
    const membership = await screen.findByRole('region', { name: 'Membership' });
    const tiers = within(membership).getAllByRole('listitem');
    expect(tiers.map((tier) => tier.textContent)).toEqual([
      'SilverFriends you bring to a perfume workshop save 10% with the code ATELIERGUEST.',
      'GoldYour tierFriends you bring to a perfume workshop save 10% with the code ATELIERGUEST.',
      'BlackFriends you bring to a perfume workshop save 20% with the code VIPATELIERGUEST.',
    ]);
    expect(tiers[1]).toHaveAttribute('aria-current', 'true');
  });

  it('saves, edits, makes default and deletes addresses', async () => {
    openAs('/sg/account');
    const book = await addresses();
    expect(await within(book).findByText(/No saved addresses yet/)).toBeInTheDocument();

    // A field left wrong is named, focused, and nothing is sent.
    await userEvent.click(within(book).getByRole('button', { name: 'Add an address' }));
    let form = within(book).getByRole('form', { name: 'New address' });
    await fillAddress(form, '1 Orchard Road', '2388');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    const postal = within(form).getByRole('textbox', { name: 'Postal code' });
    expect(postal).toHaveFocus();
    expect(postal).toHaveAccessibleDescription(/Enter a valid postal code, like 238823\./);
    expect(api.server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await userEvent.type(postal, '23');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    // The first address is the default.
    const home = await within(book).findByText('1 Orchard Road');
    expect(within(book).getByRole('listitem')).toHaveTextContent('Default address');
    expect(home).toBeInTheDocument();
    expect(within(book).getByRole('heading', { name: 'Your addresses' })).toHaveFocus();

    await userEvent.click(within(book).getByRole('button', { name: 'Add an address' }));
    form = within(book).getByRole('form', { name: 'New address' });
    await fillAddress(form, '8 Marina View', '018960');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await within(book).findByText('8 Marina View');
    let items = within(book).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Default address.*1 Orchard Road/);

    await userEvent.click(
      within(book).getByRole('button', { name: 'Make 8 Marina View, Singapore your default address' }),
    );
    await waitFor(() => {
      items = within(book).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent(/^Default address.*8 Marina View/);
    });
    expect(screen.getByText('8 Marina View, Singapore is now your default address.')).toBeInTheDocument();

    await userEvent.click(
      within(book).getByRole('button', { name: 'Edit the address 1 Orchard Road, Singapore' }),
    );
    form = within(book).getByRole('form', { name: 'Edit address' });
    const line2 = within(form).getByRole('textbox', { name: 'Address line 2 (optional)' });
    await userEvent.type(line2, '#05-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(book).findByText('#05-01')).toBeInTheDocument();

    await userEvent.click(
      within(book).getByRole('button', { name: 'Delete the address 8 Marina View, Singapore' }),
    );
    await waitFor(() => expect(within(book).queryByText('8 Marina View')).toBeNull());
    // The default's place goes to the one left.
    expect(within(book).getByRole('listitem')).toHaveTextContent(/^Default address.*1 Orchard Road/);
  });

  it('reads in Arabic, right to left', async () => {
    openAs('/ae/ar/account', 'silver');
    const book = await screen.findByRole('region', { name: 'عناوينك' });
    expect(await within(book).findByRole('button', { name: 'إضافة عنوان' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    const membership = screen.getByRole('region', { name: 'العضوية' });
    expect(membership).toHaveTextContent('مزايا كل فئة');
  });
});
