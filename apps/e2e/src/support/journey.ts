import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startStack, type RunningStack } from './stack';

export interface Journey {
  /** The running stack (after `beforeAll`). */
  readonly stack: RunningStack;
  readonly browser: Browser;
  /**
   * A new tab. axe-core is injected as an inline script; the page's own CSP (script-src 'self')
   * would block the test tool, not the shopper, so only the tool's injection bypasses it.
   */
  newPage(): Promise<Page>;
}

/**
 * The real stack (built server, fresh embedded database) and one Chromium for a journey file,
 * started before its tests and stopped after them. `extraEnv` may be computed when the stack starts
 * (e.g. the port of a mailbox that starts first).
 */
export function useJourney(
  extraEnv: Record<string, string> | (() => Promise<Record<string, string>>) = {},
): Journey {
  let stack: RunningStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack(typeof extraEnv === 'function' ? await extraEnv() : extraEnv);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`the ${what} is not started: use the journey inside a test`);
    return value;
  };
  return {
    get stack() {
      return started(stack, 'stack');
    },
    get browser() {
      return started(browser, 'browser');
    },
    newPage: () => started(browser, 'browser').newPage({ bypassCSP: true }),
  };
}
