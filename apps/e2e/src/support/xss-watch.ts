import type { Page } from 'playwright-core';

/**
 * Watches a tab for any sign that a payload ran or was put into the page as markup:
 *
 * - every payload sets `window.__xss`; a setter installed before the page's own scripts reports
 *   the assignment to the test, so a payload that runs and is followed by a navigation is still
 *   caught;
 * - a dialog (`alert`, `confirm`, `prompt`) is recorded and dismissed;
 * - `inertnessProblems` scans the DOM for what injected markup leaves behind, whether or not it
 *   ran yet (an `onerror` fires only after the image fails to load): event-handler attributes,
 *   `javascript:`/`data:text/html` URLs, inline scripts, frames and `<base>`/refresh tags.
 *
 * Journeys open tabs with the page's CSP bypassed (journey.ts), so what is proven here is that the
 * pages escape the text, not that the CSP would stop it.
 */
export interface XssWatch {
  readonly page: Page;
  /** Waits until every text of `shown` is in the page's visible text (or title), then checks the page. */
  expectInert(where: string, shown?: readonly string[]): Promise<void>;
}

const REPORT = '__xssExecuted';

export async function watchForXss(page: Page): Promise<XssWatch> {
  const executed: string[] = [];
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}("${dialog.message()}") on ${page.url()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  await page.exposeFunction(REPORT, (href: string, value: string) =>
    executed.push(`window.__xss = ${value} on ${href}`),
  );
  await page.addInitScript((report: string) => {
    let value: unknown;
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => value,
      set: (next: unknown) => {
        value = next;
        const send = (window as unknown as Record<string, (href: string, v: string) => void>)[report];
        send?.(location.href, String(next));
      },
    });
  }, REPORT);

  return {
    page,
    async expectInert(where, shown = []) {
      if (shown.length > 0) {
        try {
          await page.waitForFunction(
            (texts: readonly string[]) => {
              // Closed disclosures hide their text (and would hide an injected `ontoggle`): open them.
              for (const details of Array.from(document.querySelectorAll('details'))) details.open = true;
              const seen = `${document.title}\n${document.body.innerText}`;
              return texts.every((text) => seen.includes(text));
            },
            shown,
            { timeout: 20_000 },
          );
        } catch {
          const seen = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
          const missing = shown.filter((text) => !seen.includes(text));
          throw new Error(
            `${where} (${page.url()}): not shown as typed: ${JSON.stringify(missing)}\n--- page text ---\n${seen}`,
          );
        }
      }
      const problems = await page.evaluate(inertnessProblems);
      const found = [...executed, ...dialogs.map((d) => `dialog ${d}`), ...problems];
      if (found.length > 0) throw new Error(`${where} (${page.url()}): ${found.join('\n')}`);
    },
  };
}

/** Runs in the page: what injected markup would leave in the DOM. */
function inertnessProblems(): string[] {
  // Attributes that legitimately hold a shopper's text (escaped by the DOM, never run).
  const TEXT_ATTRIBUTES = new Set([
    'value',
    'aria-label',
    'aria-description',
    'title',
    'alt',
    'placeholder',
    'content',
    'label',
  ]);
  // Attributes whose URL a browser navigates to or runs. An image's `src` is not one of them:
  // Chromium never runs a `javascript:` image source.
  const URL_ATTRIBUTES = new Set(['href', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc']);
  const RUNS_SRC = new Set(['SCRIPT', 'IFRAME', 'FRAME', 'EMBED']);
  const problems: string[] = [];
  const describe = (el: Element) => el.outerHTML.slice(0, 160);
  for (const details of Array.from(document.querySelectorAll('details'))) details.open = true;
  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // Browsers skip spaces and control characters inside a scheme (`java\tscript:`).
      const compact = Array.from(attr.value)
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) problems.push(`event handler attribute: ${describe(el)}`);
      else if (
        (URL_ATTRIBUTES.has(name) || (name === 'src' && RUNS_SRC.has(el.tagName))) &&
        (/^(javascript|vbscript):/.test(compact) || compact.startsWith('data:text/html'))
      )
        problems.push(`script URL in ${name}: ${describe(el)}`);
      else if (
        attr.value.includes('__xss') &&
        !TEXT_ATTRIBUTES.has(name) &&
        // A URL may carry the payload as (percent-encoded) data; its scheme is checked above.
        !URL_ATTRIBUTES.has(name) &&
        name !== 'src'
      )
        problems.push(`payload in attribute ${name}: ${describe(el)}`);
    }
  }
  for (const script of Array.from(document.scripts)) {
    const json = /json/i.test(script.type);
    // The server's one inline script: first in the head, holding early taps (early-taps.ts).
    const earlyTaps = script.id === 'early-taps' && script === document.head.querySelector('script');
    if (!script.src && !json && !earlyTaps) problems.push(`inline script: ${describe(script)}`);
    if ((script.textContent ?? '').includes('__xss') && !json)
      problems.push(`script with payload: ${describe(script)}`);
  }
  for (const el of Array.from(
    document.querySelectorAll('iframe, frame, object, embed, base, meta[http-equiv]'),
  )) {
    problems.push(`unexpected element: ${describe(el)}`);
  }
  return problems;
}
