import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import { type AccessClaims, createTokenSigner, isSessionActive, type TokenSigner } from '../modules/auth';

export interface AuthOptions {
  jwtSecret: string;
  /** Written to and required in the token's `iss`. */
  issuer: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
  }
  interface FastifyRequest {
    /** The signed-in member, or null for a guest (set by the auth hooks of secured operations). */
    auth: AccessClaims | null;
  }
}

function bearerOf(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Access-token checks for the operations whose contract `security` names bearerAuth. A token is
 * accepted when its signature and expiry are valid AND its login session (refresh token family)
 * was not revoked — so logout and refresh-token reuse end access tokens at once, not 15 minutes
 * later.
 */
export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  const tokens = createTokenSigner(options.jwtSecret, options.issuer);
  app.decorate('tokens', tokens);
  app.decorateRequest('auth', null);

  async function claimsOf(request: FastifyRequest): Promise<AccessClaims | null | undefined> {
    const token = bearerOf(request);
    if (token === undefined) return undefined;
    if (token === null) return null;
    const claims = await tokens.verify(token);
    if (!claims) return null;
    return (await isSessionActive(app.db, claims.familyId, claims.userId)) ? claims : null;
  }

  app.decorate('authHooks', {
    async required(request: FastifyRequest) {
      const claims = await claimsOf(request);
      if (!claims) throw unauthorized();
      request.auth = claims;
    },
    async optional(request: FastifyRequest) {
      const claims = await claimsOf(request);
      // A token that was sent but is no longer valid is a 401, so the client refreshes it
      // instead of silently acting as a guest on the member's behalf.
      if (claims === null) throw unauthorized();
      request.auth = claims ?? null;
    },
    async lenient(request: FastifyRequest) {
      request.auth = (await claimsOf(request)) ?? null;
    },
  });
}
