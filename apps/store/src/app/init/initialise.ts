import { readAppConfig, type AppConfig } from '@atelier/app-shell/app-config';
import { injectTagManager } from '../analytics/analytics';
import { storeRewardCode } from '../gift-cards/reward-code';
import { persistLocale } from '../locale/route-locale';
import { startSentry } from '../monitoring/error-reporting';
import { createPrerenderSignal } from '../prerender/prerender-ready';
import { createServices, type AppServices } from '../services/app-services';
import { browserStorage } from '../storage/storage';
import { storeDiscountCode } from './discount-code';
import { applyMarketingCookie } from './marketing-cookie';
import { restoreSession } from './session';

export interface InitialiseOptions {
  win: Window & { prerenderReady?: boolean; dataLayer?: unknown[] };
  now: Date;
  config?: AppConfig;
  /** API origin; '' (same origin) in the browser, a local test server in tests. */
  baseUrl?: string;
}

/**
 * Runs once before the first render (SPEC §1), in this order:
 * 1. `window.prerenderReady = false` until the page's data is in (SPEC §9);
 * 2. marketing parameters → the 30-day cookie (SPEC §9); `discount_code` → storage (SPEC §2);
 *    `reward_code` (a gift card e-mail's link) → sessionStorage only (SPEC §3 rewardCode);
 * 3. the URL's country/language/currency → the API client's locale headers (SPEC §7) and storage;
 * 4. the session restored from a stored token (member detail fetched, refused tokens cleared);
 * 5. integrations that are configured: the tag manager, Sentry, the chunk-reload handler.
 */
export function initialise({
  win,
  now,
  config = readAppConfig(win.document),
  baseUrl = '',
}: InitialiseOptions): AppServices {
  const storage = browserStorage(win, 'localStorage');
  const session = browserStorage(win, 'sessionStorage');
  const { location } = win;

  applyMarketingCookie(win.document, location.search, now, { secure: location.protocol === 'https:' });
  storeDiscountCode(location.search, storage);
  storeRewardCode(location.search, session);

  const services = createServices({
    config,
    storage,
    sessionStorage: session,
    initialPathname: location.pathname,
    baseUrl,
    analyticsTarget: win,
    reload: () => win.location.reload(),
  });
  services.prerender = createPrerenderSignal(win, services.queryClient);

  const resolution = services.locale.syncFromPath(location.pathname);
  if (resolution.ok) persistLocale(storage, resolution.locale);

  services.sessionRestore = restoreSession(services.api, services.queryClient, storage);

  injectTagManager(win.document, win, config.gtmId, now.getTime());
  void startSentry(config.sentryDsn, services.errorSink);
  win.addEventListener('vite:preloadError', (event) => services.chunks.onPreloadError(event));
  return services;
}
