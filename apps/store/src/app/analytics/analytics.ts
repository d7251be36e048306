/** One GA4 / GTM data layer message (commerce `@atelier/commerce/analytics` builds them). */
export type DataLayerMessage = Record<string, unknown>;

export interface DataLayerTarget {
  dataLayer?: unknown[];
}

export interface Analytics {
  push(message: DataLayerMessage): void;
  /** Sends the messages held until the visitor's consent choice (consent mode is set by then). */
  release(): void;
}

/** Messages kept at most while the consent banner waits for an answer (the rest are dropped). */
const HELD_LIMIT = 100;

/**
 * Pushes to `window.dataLayer`, creating it when GTM is absent: the messages wait there and are
 * read if the container loads later; without a container they cost nothing. `held`: until the
 * visitor has answered the consent banner, messages stay in memory, so none reaches the data layer
 * before the consent mode default that must come first (app/consent).
 */
export function createAnalytics(target: DataLayerTarget, { held = false } = {}): Analytics {
  let waiting: DataLayerMessage[] | null = held ? [] : null;
  return {
    push(message) {
      if (waiting) {
        if (waiting.length < HELD_LIMIT) waiting.push(message);
        return;
      }
      target.dataLayer ??= [];
      target.dataLayer.push(message);
    },
    release() {
      const messages = waiting ?? [];
      waiting = null;
      target.dataLayer ??= [];
      target.dataLayer.push(...messages);
    },
  };
}

/**
 * Injects the Google Tag Manager container, only when the server configured one (app-config
 * `gtmId`, already validated as `GTM-XXXX`); otherwise the page makes no third-party request.
 */
export function injectTagManager(
  doc: Document,
  target: DataLayerTarget,
  gtmId: string | null,
  now: number,
): boolean {
  if (!gtmId || doc.getElementById('gtm-script')) return false;
  target.dataLayer ??= [];
  target.dataLayer.push({ 'gtm.start': now, event: 'gtm.js' });
  const script = doc.createElement('script');
  script.id = 'gtm-script';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  doc.head.append(script);
  return true;
}
