import type { Consent, ConsentInput } from './consent';

/** The consent controller, made on first use from its own chunk (shared by the banner and the footer). */
export type ConsentLoader = () => Promise<Consent>;

/**
 * The controller is not part of the page's first load: the banner host asks for it after
 * hydration (app/consent/consent-host.tsx), so a visit costs the first load next to nothing. Until
 * then nothing is tracked (analytics messages are held, no tag manager, no campaign cookie).
 */
export function consentLoader(input: ConsentInput): ConsentLoader {
  let consent: Promise<Consent> | null = null;
  return () => (consent ??= import('./consent').then((module) => module.createConsent(input)));
}
