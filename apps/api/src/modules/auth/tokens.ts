import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface AccessClaims {
  userId: number;
  /** The login session (refresh token family); revoking it ends the access token too. */
  familyId: string;
  expiresAt: Date;
}

export interface TokenSigner {
  sign(claims: { userId: number; familyId: string }, now?: Date): Promise<string>;
  /** Null for anything that is not a valid, unexpired access token of ours. */
  verify(token: string, now?: Date): Promise<AccessClaims | null>;
}

export function createTokenSigner(secret: string, issuer: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, familyId }, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: familyId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token, now = new Date()) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          currentDate: now,
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId < 1) return null;
        if (payload.typ !== 'access' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
          return null;
        return { userId, familyId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** An opaque refresh token: 32 random bytes, URL-safe (43 characters). */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored only as this hash; a stolen table holds no usable token. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
