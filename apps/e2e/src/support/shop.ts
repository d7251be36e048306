import type { Page } from 'playwright-core';

/** Opens a product page and adds its default variant, waiting for the store's confirmation. */
export async function addToCart(
  page: Page,
  baseUrl: string,
  path: string,
  buttonName: string,
): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  const button = page.getByRole('button', { name: buttonName, exact: true });
  await button.click();
  await page.getByRole('status').filter({ hasText: /×/ }).first().waitFor();
}

/** The text of a row of the cart's totals table, e.g. "Total" → "S$162.00". */
export async function totalsRow(page: Page, tableName: string, rowName: string | RegExp): Promise<string> {
  const row = page
    .getByRole('table', { name: tableName })
    .getByRole('row')
    .filter({ hasText: rowName })
    .first();
  const cells = row.getByRole('cell');
  return (await cells.last().innerText()).trim();
}
