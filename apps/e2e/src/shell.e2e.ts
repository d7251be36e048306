import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startStack, type RunningStack } from './support/stack';

let stack: RunningStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the running stack in Chromium', () => {
  it('serves the store at /sg/', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.baseUrl}/sg/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Atelier Scents');
    await page.close();
  });

  it('serves the business area at /sg/en/business-scenting', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.baseUrl}/sg/en/business-scenting`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Business scenting');
    await page.close();
  });
});
