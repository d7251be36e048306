import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance between the signed timestamp and now. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `t=...,v1=...` for a payload, as Stripe signs it (HMAC-SHA256 over `{t}.{payload}`). */
export function signPayload(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Checks a `Stripe-Signature` header: a `t` within the tolerance and at least one `v1` equal to
 * the HMAC of `{t}.{raw body}` (constant-time comparison).
 */
export function verifySignature(
  header: string,
  payload: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex'),
    'utf8',
  );
  return signatures.some((s) => timingSafeEqual(Buffer.from(s, 'utf8'), expected));
}
