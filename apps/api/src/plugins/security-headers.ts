import { EARLY_TAPS_CSP_SOURCE } from '../web/early-taps';

/**
 * The security headers of every answer (API, pages, images, errors): what helmet 8 sends with the
 * options this app used to give @fastify/helmet, written out once. Helmet rebuilt them for every
 * request (≈ 11% of the server's CPU time under load, see docs/performance.md); they never vary,
 * so they are one constant object that the request hook (`request-hooks.ts`) copies onto each
 * reply.
 *
 * The CSP covers our own pages: scripts, styles, fonts and images from our origin only (product
 * images may come from an https CDN; inline styles are allowed because React libraries set style
 * attributes). One inline script runs, allowed by its hash: the one that holds a visitor's taps
 * until the page has hydrated (web/early-taps.ts). Nobody may frame us by default
 * (`frame-ancestors 'none'`, `X-Frame-Options: DENY`); the partner embed pages
 * (`web/serve-embed.ts`) replace both for the partner's allowed origins.
 *
 * With Stripe in the browser (`stripeJsUrl`, set only with STRIPE_PUBLISHABLE_KEY) the pages also
 * allow Stripe's hosts, as Stripe's CSP guide lists them: Stripe.js from js.stripe.com, its
 * Payment Element and 3-D Secure frames from js.stripe.com and hooks.stripe.com, its calls to
 * api.stripe.com; and the origin of another Stripe.js (the journeys' stand-in) for all three.
 * Without it none of them is allowed.
 */
export function securityHeaders(
  options: { sentryDsn?: string | null; stripeJsUrl?: string | null } = {},
): Readonly<Record<string, string>> {
  // The browser apps report errors to the same Sentry project when one is configured.
  const sentryOrigin = options.sentryDsn ? new URL(options.sentryDsn).origin : null;
  const stripe = stripeSources(options.stripeJsUrl ?? null);
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${EARLY_TAPS_CSP_SOURCE}${stripe.script}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "img-src 'self' data: https:",
    `connect-src 'self'${sentryOrigin ? ` ${sentryOrigin}` : ''}${stripe.connect}`,
    ...(stripe.frame ? [`frame-src${stripe.frame}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
  return Object.freeze({
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    // The embed loader is loaded by partner pages; it sets its own policy.
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // Helmet's choice: the legacy XSS auditor is turned off (it caused more harm than it stopped).
    'x-xss-protection': '0',
  });
}

const STRIPE_JS = 'https://js.stripe.com';

/** The CSP sources Stripe.js needs, each with a leading space; empty strings when Stripe is off. */
function stripeSources(jsUrl: string | null): { script: string; frame: string; connect: string } {
  if (!jsUrl) return { script: '', frame: '', connect: '' };
  const origin = new URL(jsUrl).origin;
  // A stand-in (another origin) serves its script, its frames and its API from that origin.
  const other = origin === STRIPE_JS ? '' : ` ${origin}`;
  return {
    script: ` ${STRIPE_JS} https://*.js.stripe.com${other}`,
    frame: ` ${STRIPE_JS} https://*.js.stripe.com https://hooks.stripe.com${other}`,
    connect: ` https://api.stripe.com${other}`,
  };
}

/**
 * The security headers of `/api/` answers, which are JSON and never a page: the OWASP REST
 * Security Cheat Sheet's set. The page-only headers of `securityHeaders` (opener policy, agent
 * cluster, referrer policy, DNS prefetch, the IE and Flash relics, the XSS auditor switch) act on
 * documents, so a JSON answer carried them for nothing: 600 bytes on every answer, a 304 three
 * times its size, and headers a client parses one by one (docs/performance.md). What stays protects
 * a JSON answer: no sniffing it into something else, no framing, no loading from another origin
 * without CORS, HTTPS only, and a policy that runs and loads nothing should a browser ever show
 * one as a document (`default-src 'none'`, stricter than the pages').
 */
export function apiSecurityHeaders(): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  });
}
