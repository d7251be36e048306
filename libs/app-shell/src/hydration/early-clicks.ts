/**
 * Taps on a server-rendered page's buttons before its code has run. The page's code loads after
 * its first paint (apps/api/src/web/deferred-entry.ts), so a shopper can tap "Add to bag" before
 * React is there; the inline script that loads the code holds such taps (the buttons' default
 * action too: a form's submit would reload the page) and names the function below on `window`.
 * Once every part has hydrated, each held tap is given to the same button again, which React now
 * answers — the "event replay" Angular's hydration and Wiz do. Links are not held: they work
 * without code. A button that is gone (its part rendered again in the browser) is skipped.
 */
export const EARLY_CLICKS_GLOBAL = '__atelierEarlyClicks';

export function replayEarlyClicks(win: Window = window): number {
  const take = (win as unknown as Record<string, (() => Element[]) | undefined>)[EARLY_CLICKS_GLOBAL];
  const held = take?.() ?? [];
  let replayed = 0;
  for (const button of held) {
    if (!button.isConnected || !(button instanceof HTMLElement)) continue;
    button.click();
    replayed += 1;
  }
  return replayed;
}
