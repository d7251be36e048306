import { readAppConfig, readStripeConfig, type AppConfig } from '@atelier/app-shell/app-config';
import { reloadTo } from '@atelier/app-shell/chunk-retry';
import { readConsent } from '../consent/consent-cookie';
import { consentLoader } from '../consent/consent-loader';
import { storeRewardCode } from '../gift-cards/reward-code';
import { persistLocale } from '../locale/route-locale';
import { startSentry } from '../monitoring/error-reporting';
import { createPrerenderSignal } from '../prerender/prerender-ready';
import { createServices, type AppServices } from '../services/app-services';
import { browserStorage, type KeyValueStorage } from '../storage/storage';
import { storeDiscountCode } from './discount-code';
import { rememberMarketingArrival } from './marketing-cookie';
import { restoreSession } from './session';

export interface InitialiseOptions {
  win: Window & { prerenderReady?: boolean; dataLayer?: unknown[] };
  now: Date;
  config?: AppConfig;
  /** API origin; '' (same origin) in the browser, a local test server in tests. */
  baseUrl?: string;
  /** localStorage, when the caller opened it already (main.tsx, in a task of its own). */
  storage?: KeyValueStorage;
}

/**
 * Runs once before the first render (SPEC §1), in this order:
 * 1. `window.prerenderReady = false` until the page's data is in (SPEC §9);
 * 2. marketing parameters → sessionStorage until consent, then the 30-day cookie (SPEC §9);
 *    `discount_code` → storage (SPEC §2);
 *    `reward_code` (a gift card e-mail's link) → sessionStorage only (SPEC §3 rewardCode);
 * 3. the URL's country/language/currency → the API client's locale headers (SPEC §7) and storage;
 * 4. the session restored from a stored token (member detail fetched, refused tokens cleared);
 * 5. consent (app/consent, its own chunk after hydration): with an earlier answer, consent mode and
 *    then the tag manager (when configured); without one, nothing until the banner is answered;
 *    Sentry, the chunk-reload handler.
 */
export function initialise({
  win,
  now,
  config = { ...readAppConfig(win.document), stripe: readStripeConfig(win.document) },
  baseUrl = '',
  storage = browserStorage(win, 'localStorage'),
}: InitialiseOptions): AppServices {
  const session = browserStorage(win, 'sessionStorage');
  const { location } = win;
  const startedAt = Date.now();

  // Nothing is tracked before the visitor answers the consent banner: a campaign landing's
  // parameters wait in sessionStorage, analytics messages in memory (app/consent).
  rememberMarketingArrival(session, location.search);
  storeDiscountCode(location.search, storage);
  storeRewardCode(location.search, session);

  const services = createServices({
    config,
    storage,
    sessionStorage: session,
    initialPathname: location.pathname,
    baseUrl,
    analyticsTarget: win,
    analyticsHeld: readConsent(win.document.cookie) === null,
    reload: reloadTo(win.location),
  });
  services.prerender = createPrerenderSignal(win, services.queryClient);

  const resolution = services.locale.syncFromPath(location.pathname);
  if (resolution.ok) persistLocale(storage, resolution.locale);

  services.sessionRestore = restoreSession(services.api, services.queryClient, storage);

  // The tag manager and the campaign cookie come with the visitor's answer, from the consent chunk
  // the page loads after hydration (app/consent).
  services.consent = consentLoader({
    win,
    session,
    analytics: services.analytics,
    gtmId: config.gtmId,
    // The page's start time moved on by the time spent since (the answer may come minutes later).
    now: () => new Date(now.getTime() + (Date.now() - startedAt)),
  });
  void startSentry(config.sentryDsn, services.errorSink);
  win.addEventListener('vite:preloadError', (event) => services.chunks.onPreloadError(event));
  return services;
}
