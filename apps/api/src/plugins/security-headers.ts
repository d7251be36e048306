import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet with a CSP for our own pages: scripts, styles, fonts and images from our origin only
 * (product images may come from an https CDN; inline styles are allowed because React libraries
 * set style attributes). Nobody may frame us by default (`frame-ancestors 'none'`); the partner
 * embed pages of a later issue override it with the partner's allowed origins.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { sentryDsn?: string | null } = {},
): Promise<void> {
  // The browser apps report errors to the same Sentry project when one is configured.
  const sentryOrigin = options.sentryDsn ? new URL(options.sentryDsn).origin : null;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...(sentryOrigin ? [sentryOrigin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The embed loader of a later issue is loaded by partner pages; it sets its own policy.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
