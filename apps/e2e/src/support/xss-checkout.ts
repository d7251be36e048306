import type { Page } from 'playwright-core';
import type { CheckoutLabels } from './checkout-labels';

export interface TypedAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  phone: string;
}

/**
 * From the cart to the payment step with an address of the shopper's own words (checkout-steps'
 * throughShipping types a fixed, friendly one). A member's contact details are filled in; a
 * missing phone is typed where the form asks for it.
 */
export async function throughShippingWith(page: Page, at: string, l: CheckoutLabels, address: TypedAddress) {
  await page.goto(`${at}/cart`);
  await page
    .getByRole('button', { name: l.checkout, exact: true })
    .or(page.getByRole('link', { name: l.checkout, exact: true }))
    .first()
    .click();
  await page.waitForURL(/\/checkout/);
  const contactPhone = page.getByRole('textbox', { name: l.phone, exact: true });
  await page.getByRole('button', { name: l.continue, exact: true }).waitFor();
  if ((await contactPhone.count()) > 0 && (await contactPhone.inputValue()) === '')
    await contactPhone.fill(address.phone);
  await page.getByRole('button', { name: l.continue, exact: true }).click();

  await page.getByRole('radiogroup', { name: l.deliveryMethod }).waitFor();
  await page.getByRole('radio', { name: new RegExp(l.standard) }).check();
  await page.getByRole('button', { name: l.continue, exact: true }).click();

  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box(l.firstName).fill(address.firstName);
  await box(l.lastName).fill(address.lastName);
  await box(l.addressLine).fill(address.line1);
  await box('Address line 2 (optional)').fill(address.line2);
  await box(l.city).fill(address.city);
  await box(l.postalCode).fill(address.postalCode);
  const phone = box(l.phone);
  if ((await phone.count()) > 0 && (await phone.inputValue()) === '') await phone.fill(address.phone);
  await page.getByRole('button', { name: l.continue, exact: true }).click();
  await page.getByRole('textbox', { name: l.cardNumber, exact: true }).waitFor();
}
