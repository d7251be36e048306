import type { ReactNode } from 'react';
import { injectTagManager, type Analytics, type DataLayerTarget } from '../analytics/analytics';
import { applyConsentedMarketingCookie, PENDING_MARKETING_KEY } from '../init/marketing-cookie';
import type { KeyValueStorage } from '../storage/storage';
import { expireTrackingCookies, readConsent, serializeConsent, type ConsentChoice } from './consent-cookie';
import { pushConsentDefault, pushConsentUpdate } from './consent-mode';

/**
 * The visitor's analytics consent (PDPA, PIPA, PDPD), shared by the banner, the footer's "Cookie
 * settings" and the start of the app:
 * - no answer yet: no tag manager, no campaign cookie, analytics messages held in memory, banner open;
 * - granted: consent mode default (denied) then update (granted), the held messages, the tag
 *   manager, the campaign cookie (from the landing remembered in sessionStorage);
 * - denied: consent mode default denied, then the tag manager in consent mode (Google's cookieless
 *   pings, no cookies); no campaign cookie, and cookies of an earlier "yes" are removed.
 */
export interface Consent {
  choice(): ConsentChoice | null;
  /** Whether the banner shows: no answer yet, or reopened from the footer. */
  isAsking(): boolean;
  choose(choice: ConsentChoice): void;
  /** "Cookie settings": shows the banner again to change the answer. */
  reopen(): void;
  subscribe(listener: () => void): () => void;
  /**
   * Keeps `render` given the banner while asking (its own chunk, fetched only then) and null
   * otherwise: the page's banner host (consent-host.tsx) stays a few lines of the first load.
   */
  show(render: (banner: ReactNode) => void): void;
}

export interface ConsentInput {
  win: DataLayerTarget & {
    document: Document;
    location: { search: string; protocol: string; hostname: string };
  };
  session: KeyValueStorage;
  analytics: Analytics;
  gtmId: string | null;
  now: () => Date;
}

export function createConsent({ win, session, analytics, gtmId, now }: ConsentInput): Consent {
  const doc = win.document;
  const secure = win.location.protocol === 'https:';
  let current = readConsent(doc.cookie);
  let asking = current === null;
  let defaultPushed = false;
  const listeners = new Set<() => void>();

  function apply(choice: ConsentChoice) {
    if (!defaultPushed) {
      pushConsentDefault(win);
      defaultPushed = true;
    }
    pushConsentUpdate(win, choice);
    analytics.release();
    if (choice === 'granted') {
      applyConsentedMarketingCookie(doc, session, win.location.search, now(), { secure });
    } else {
      expireTrackingCookies(doc, win.location.hostname);
      session.removeItem(PENDING_MARKETING_KEY);
    }
    injectTagManager(doc, win, gtmId, now().getTime());
  }

  if (current !== null) apply(current);

  const consent: Consent = {
    choice: () => current,
    isAsking: () => asking,
    choose(choice) {
      doc.cookie = serializeConsent(choice, now(), { secure });
      const changed = choice !== current;
      current = choice;
      asking = false;
      if (changed) apply(choice);
      for (const listener of listeners) listener();
    },
    reopen() {
      asking = true;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(render) {
      const update = () => {
        if (!asking) return render(null);
        import('./consent-banner')
          .then((module) => asking && render(module.bannerFor(consent)))
          // A chunk that does not load leaves the question for the next page; nothing is tracked meanwhile.
          .catch(() => undefined);
      };
      listeners.add(update);
      update();
    },
  };
  return consent;
}
