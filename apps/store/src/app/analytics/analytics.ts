/** One GA4 / GTM data layer message (commerce `@atelier/commerce/analytics` builds them). */
export type DataLayerMessage = Record<string, unknown>;

export interface DataLayerTarget {
  dataLayer?: unknown[];
}

export interface Analytics {
  push(message: DataLayerMessage): void;
}

/**
 * Pushes to `window.dataLayer`, creating it when GTM is absent: the messages wait there and are
 * read if the container loads later; without a container they cost nothing.
 */
export function createAnalytics(target: DataLayerTarget): Analytics {
  return {
    push(message) {
      target.dataLayer ??= [];
      target.dataLayer.push(message);
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
