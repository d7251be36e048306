import type { Page } from 'playwright-core';

/**
 * Waits until a server-rendered page has hydrated every part and handed early edits to React
 * (`data-hydrated` on <html>, set by @atelier/app-shell's hydrateServerPage). A journey that types
 * into a form and submits it at once waits for this after a full page load: a submit that lands
 * between a part's hydration and the replay of what was typed before it reads the server's value.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
