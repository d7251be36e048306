/** The visitor's answer to the consent banner. */
export type ConsentChoice = 'granted' | 'denied';

/**
 * The choice is kept in a first-party cookie, not localStorage: SPEC §4's "Log out" clears all of
 * localStorage, and the choice must survive it; a cookie could also let the server know it.
 * Strictly necessary (it records the answer itself), so it is written without asking.
 */
export const CONSENT_COOKIE_NAME = 'cookie_consent';
/** Asked again after about six months. */
export const CONSENT_MAX_AGE_DAYS = 180;

export function readConsent(cookieHeader: string | null | undefined): ConsentChoice | null {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE_NAME}=`))
    ?.slice(CONSENT_COOKIE_NAME.length + 1);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function serializeConsent(choice: ConsentChoice, now: Date, { secure }: { secure: boolean }): string {
  const expires = new Date(now.getTime() + CONSENT_MAX_AGE_DAYS * 86_400_000).toUTCString();
  return `${CONSENT_COOKIE_NAME}=${choice}; Expires=${expires}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Analytics and campaign cookies to remove when consent is declined after it was given. */
export const TRACKING_COOKIE = /^(marketing_params|_ga(_.*)?|_gid|_gat(_.*)?|_gcl_.*)$/;

export function expireTrackingCookies(doc: { cookie: string }, hostname: string): void {
  const names = doc.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter((name) => TRACKING_COOKIE.test(name));
  // GA sets its cookies on the registrable domain (.example.com); try the host and its parents.
  const parts = hostname.split('.');
  const domains = [''].concat(parts.slice(0, -1).map((_, i) => `; Domain=.${parts.slice(i).join('.')}`));
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain}`;
    }
  }
}
