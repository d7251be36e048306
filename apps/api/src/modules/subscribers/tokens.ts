import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A single-use confirmation token (sent once in the e-mail; only its hash is stored). */
export function newConfirmToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Signs unsubscribe links: `{subscriberId}.{HMAC-SHA256}`. Nothing is stored, so every marketing
 * e-mail can carry a link that works without a login, for as long as the subscription exists; the
 * key is derived from the server's secret (JWT_SECRET) for this one purpose.
 */
export interface UnsubscribeTokens {
  sign(subscriberId: number): string;
  /** The subscriber id of a genuine token, or null. */
  verify(token: string): number | null;
}

export function unsubscribeTokens(secret: string): UnsubscribeTokens {
  const key = createHmac('sha256', secret).update('newsletter-unsubscribe').digest();
  const mac = (id: number) => createHmac('sha256', key).update(`unsubscribe:${id}`).digest();
  return {
    sign: (id) => `${id}.${mac(id).toString('base64url')}`,
    verify(token) {
      const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const given = Buffer.from(match[2] ?? '', 'base64url');
      const expected = mac(id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
