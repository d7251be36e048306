import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_GIFT_CARD, EXPIRED_GIFT_CARD, useFakeOrdersServer } from '../../testing/fake-orders';
import { storeRewardCode } from '../../app/gift-cards/reward-code';
import { newBrowser, renderApp } from '../../testing/render-app';

const api = useFakeOrdersServer();
let userEvent = userEventLib.setup({ delay: null });
beforeEach(() => {
  userEvent = userEventLib.setup({ delay: null });
});

const codeField = () => screen.getByRole('textbox', { name: /^Gift card code/ });

async function check(code: string, path = '/sg/gift-cards/balance') {
  renderApp(path, { baseUrl: api.server.url });
  await screen.findByRole('heading', { level: 1, name: 'Gift card balance' });
  await userEvent.type(codeField(), code);
  await userEvent.click(screen.getByRole('button', { name: 'Check balance' }));
}

const balanceCalls = () => api.server.requests.filter((request) => request.path.endsWith('/balance/'));

describe('gift card balance page', () => {
  it('shows an active card typed in lower case with spaces: balance, value, currency, expiry, status', async () => {
    await check(' atlr gift demo 0001 ');
    const result = await screen.findByRole('region', { name: `Gift card ${DEMO_GIFT_CARD}` });
    expect(codeField()).toHaveValue(DEMO_GIFT_CARD);
    const text = (term: string) => within(result).getByText(term).nextElementSibling?.textContent;
    expect(text('Balance')).toBe('S$42.00');
    expect(text('Initial value')).toBe('S$100.00');
    expect(text('Currency')).toBe('SGD');
    expect(text('Valid until')).toBe('31 December 2027');
    expect(text('Status')).toBe('Active');
    expect(balanceCalls().map((request) => request.path)).toEqual([
      `/api/gift-cards/${DEMO_GIFT_CARD}/balance/`,
    ]);
  });

  it('says an expired card is expired', async () => {
    await check(EXPIRED_GIFT_CARD);
    const result = await screen.findByRole('region', { name: `Gift card ${EXPIRED_GIFT_CARD}` });
    expect(within(result).getByText('Expired')).toBeInTheDocument();
  });

  it('says when no card has the code (404)', async () => {
    await check('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(
      await screen.findByText('We could not find a gift card with this code. Please check it and try again.'),
    ).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: /^Gift card / })).not.toBeInTheDocument();
  });

  it('says when too many codes were tried (429)', async () => {
    api.fake.limitBalanceChecks();
    await check(DEMO_GIFT_CARD);
    expect(
      await screen.findByText('Too many codes were tried. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
    expect(balanceCalls()).toHaveLength(1);
  });

  it('checks the form of a code before asking the server', async () => {
    await check('ABCD-1234');
    expect(
      await screen.findByText('A gift card code has 16 letters and digits, like ABCD-EFGH-JKLM-NPQR.'),
    ).toBeInTheDocument();
    expect(balanceCalls()).toHaveLength(0);
    // The message is the field's: read with it, the field marked invalid and focused to fix it.
    expect(codeField()).toHaveFocus();
    expect(codeField()).toBeInvalid();
    expect(codeField()).toHaveAccessibleDescription(
      '16 letters and digits, like ABCD-EFGH-JKLM-NPQR A gift card code has 16 letters and digits, like ABCD-EFGH-JKLM-NPQR.',
    );
  });

  it('asks for a code when none is typed, and drops the message once a good code is sent', async () => {
    renderApp('/sg/gift-cards/balance', { baseUrl: api.server.url });
    await screen.findByRole('heading', { level: 1, name: 'Gift card balance' });
    const submit = screen.getByRole('button', { name: 'Check balance' });
    await userEvent.click(submit);
    expect(screen.getByText('Enter a gift card code.')).toBeInTheDocument();
    expect(codeField()).toHaveFocus();
    expect(codeField()).toBeInvalid();

    await userEvent.type(codeField(), DEMO_GIFT_CARD);
    await userEvent.click(submit);
    await screen.findByRole('region', { name: `Gift card ${DEMO_GIFT_CARD}` });
    expect(screen.queryByText('Enter a gift card code.')).not.toBeInTheDocument();
    expect(codeField()).toBeValid();
    expect(codeField()).toHaveAccessibleDescription('16 letters and digits, like ABCD-EFGH-JKLM-NPQR');
  });

  it("starts with the tab's reward code from the gift card e-mail's link", async () => {
    const browser = newBrowser();
    storeRewardCode(`?reward_code=${DEMO_GIFT_CARD}`, browser.sessionStorage);
    renderApp('/sg/gift-cards/balance', { baseUrl: api.server.url, ...browser });
    expect(await screen.findByRole('textbox', { name: /^Gift card code/ })).toHaveValue(DEMO_GIFT_CARD);
  });

  it('answers in Vietnamese', async () => {
    renderApp('/vn/vi/gift-cards/balance', { baseUrl: api.server.url });
    await screen.findByRole('heading', { level: 1, name: 'Số dư thẻ quà tặng' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Mã thẻ quà tặng/ }), DEMO_GIFT_CARD);
    await userEvent.click(screen.getByRole('button', { name: 'Kiểm tra số dư' }));
    expect(await screen.findByText('Đang dùng được')).toBeInTheDocument();
  });
});
