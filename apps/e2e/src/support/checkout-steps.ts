import type { Page } from 'playwright-core';
import type { CheckoutLabels } from './checkout-labels';

/**
 * The checkout steps a shopper takes, shared by the journeys: selected by accessible names in the
 * page's language (checkout-labels), like a screen reader user would find them.
 */

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Logs in with the demo password from the locale's login page (`baseUrl` + `/vn/vi`). */
export async function logIn(page: Page, at: string, l: CheckoutLabels, email: string) {
  await page.goto(`${at}/login`);
  await page.getByRole('textbox', { name: l.email, exact: true }).fill(email);
  await page.getByLabel(l.password, { exact: true }).fill('Scents2026!');
  await page.getByRole('button', { name: l.logIn, exact: true }).click();
  await page.getByRole('button', { name: l.account }).waitFor();
}

/** From the cart page to the payment step; guests give their e-mail first, the phone with the address. */
export async function throughShipping(page: Page, at: string, l: CheckoutLabels, guest: boolean) {
  await page.goto(`${at}/cart`);
  await page
    .getByRole('button', { name: l.checkout, exact: true })
    .or(page.getByRole('link', { name: l.checkout, exact: true }))
    .first()
    .click();
  await page.waitForURL(/\/checkout/);
  if (guest) {
    // Contact asks only the e-mail; the phone comes with the delivery address.
    await page.getByRole('textbox', { name: l.email, exact: true }).fill('mei.tan@example.com');
  }
  await page.getByRole('button', { name: l.continue, exact: true }).click();

  await page.getByRole('radiogroup', { name: l.deliveryMethod }).waitFor();
  await page.getByRole('radio', { name: new RegExp(l.standard) }).check();
  await page.getByRole('button', { name: l.continue, exact: true }).click();

  await page.getByRole('textbox', { name: l.firstName, exact: true }).fill(l.address.firstName);
  await page.getByRole('textbox', { name: l.lastName, exact: true }).fill(l.address.lastName);
  await page.getByRole('textbox', { name: l.addressLine, exact: true }).fill(l.address.line1);
  await page.getByRole('textbox', { name: l.city, exact: true }).fill(l.address.city);
  if (l.address.postalCode) {
    await page.getByRole('textbox', { name: l.postalCode, exact: true }).fill(l.address.postalCode);
  }
  if (l.address.state) await page.getByRole('textbox', { name: l.state, exact: true }).fill(l.address.state);
  const phone = page.getByRole('textbox', { name: l.phone, exact: true });
  if ((await phone.count()) > 0 && (await phone.inputValue()) === '') await phone.fill(l.address.phone);
  await page.getByRole('button', { name: l.continue, exact: true }).click();
  await page.getByRole('textbox', { name: l.cardNumber, exact: true }).waitFor();
}

export async function fillCard(page: Page, l: CheckoutLabels, number: string) {
  await page.getByRole('textbox', { name: l.cardNumber, exact: true }).fill(number);
  await page.getByRole('textbox', { name: l.expiry, exact: true }).fill('12/34');
  await page.getByRole('textbox', { name: l.cvc, exact: true }).fill('123');
}

export const payButton = (page: Page, l: CheckoutLabels) =>
  page.getByRole('button', { name: new RegExp(`^${l.pay}`) });

/** The order number on the confirmation page. */
export async function confirmedOrderNumber(page: Page, l: CheckoutLabels): Promise<string> {
  await page.getByRole('heading', { name: l.thankYou }).waitFor({ timeout: 30_000 });
  const line = await page
    .getByText(new RegExp(`${l.orderNumber}\\s*\\d+`))
    .first()
    .innerText();
  return line.match(/\d{6,}/)![0];
}
