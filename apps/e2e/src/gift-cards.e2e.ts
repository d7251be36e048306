// Issue "Workshops, gifts and gift cards", gift cards: a shopper buys an S$50 gift card for a friend
// and pays it by card; the friend gets the code by e-mail (a real SMTP mailbox), follows the
// e-mail's link, and pays part of an order with it (the rest by card); the balance page then shows
// what is left. Real Chromium, real stack, the built-in test payment provider.
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { checkoutLabels } from './support/checkout-labels';
import {
  confirmedOrderNumber,
  fillCard,
  GOOD_CARD,
  payButton,
  throughShipping,
} from './support/checkout-steps';
import { useJourney } from './support/journey';
import { createMailbox } from './support/mailbox';
import { hydrated } from './support/hydrated';
import { addToCart, totalsRow } from './support/shop';

const mailbox = createMailbox();
const journey = useJourney(() => mailbox.start());
afterAll(() => mailbox.stop());
const l = checkoutLabels.en;
const FRIEND = 'wei.lim@example.com';
const CANDLE = '/sg/product/single-candle/kaya-toast-candle';

/** "S$123.45" → 12345. */
const minor = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
const sgd = (amount: number) => `S$${(amount / 100).toFixed(2)}`;

describe('a gift card bought, e-mailed and spent', () => {
  it('pays part of an order with the e-mailed code and shows the balance left', async () => {
    const base = journey.stack.baseUrl;
    const buyer = await journey.newPage();
    await buyer.goto(`${base}/sg/gift-cards`);
    await buyer.getByRole('heading', { name: 'Gift cards', level: 1 }).waitFor();
    await buyer.getByRole('group', { name: 'Card value' }).getByRole('radio', { name: 'S$50.00' }).check();
    await buyer.getByRole('textbox', { name: "Recipient's name" }).fill('Wei');
    await buyer.getByRole('textbox', { name: "Recipient's e-mail" }).fill(FRIEND);
    await buyer.getByRole('textbox', { name: 'Your name' }).fill('Mei');
    await buyer.getByRole('textbox', { name: /^Your e-mail/ }).fill('mei.tan@example.com');
    await buyer.getByRole('textbox', { name: /^Message/ }).fill('Happy birthday!');
    expect(await seriousViolations(buyer)).toEqual([]);
    await buyer.getByRole('button', { name: 'Continue to payment' }).click();

    await buyer.getByRole('heading', { name: 'Pay for your order', level: 1 }).waitFor();
    await buyer
      .getByText(/^Gift card for Wei, sent on/)
      .first()
      .waitFor();
    await fillCard(buyer, l, GOOD_CARD);
    await payButton(buyer, l).click();
    await confirmedOrderNumber(buyer, l);
    await buyer
      .getByText(new RegExp(`The gift card will be e-mailed to ${FRIEND.replace('.', '\\.')} on`))
      .waitFor();
    // The buyer never sees the code.
    expect(await buyer.getByText(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/).count()).toBe(0);

    // The friend's e-mail: the code and a link that brings it to the shop for this session.
    const mail = await mailbox.waitFor(FRIEND, /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    const code = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(mail.text)![0];
    expect(mail.text).toContain('Happy birthday!');
    const link = new RegExp(`https?://[^\\s"<>]*/cart\\?reward_code=${code}`).exec(mail.text)?.[0];
    expect(link).toBeDefined();

    // The friend (a new tab): two candles, more than the card is worth.
    const friend = await journey.newPage();
    await addToCart(friend, base, CANDLE, l.addToCart);
    await addToCart(friend, base, CANDLE, l.addToCart);
    await friend.goto(`${base}${new URL(link!).pathname}${new URL(link!).search}`);
    await throughShipping(friend, `${base}/sg`, l, true);
    const total = minor(await totalsRow(friend, 'Order totals', 'Total'));
    expect(total).toBeGreaterThan(5000);

    // The code from the e-mail link is waiting in the gift card field.
    const field = friend.getByRole('textbox', { name: /^Gift card code/ });
    expect(await field.inputValue()).toBe(code);
    await friend.getByRole('button', { name: 'Apply' }).click();
    await friend.getByText(`S$50.00 will be paid by gift card, ${sgd(total - 5000)} by card.`).waitFor();
    expect(await seriousViolations(friend)).toEqual([]);
    await fillCard(friend, l, GOOD_CARD);
    await friend.getByRole('button', { name: `Pay ${sgd(total - 5000)}` }).click();
    await confirmedOrderNumber(friend, l);

    // All S$50 spent: the balance page says so.
    await friend.goto(`${base}/sg/gift-cards/balance`);
    await hydrated(friend);
    await friend.getByRole('textbox', { name: /^Gift card code/ }).fill(code.toLowerCase());
    await friend.getByRole('button', { name: 'Check balance' }).click();
    await friend.getByText('Used up').waitFor();
    expect(await friend.getByText('S$0.00').count()).toBeGreaterThan(0);
  });
});
