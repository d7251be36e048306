import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { base32Decode, base32Encode } from './base32';

/**
 * RFC 6238 time-based one-time passwords (HMAC-SHA-1, 30-second steps, 6 digits — what every
 * authenticator app does by default), on node:crypto: otplib is not needed for these few lines.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous and next step count too (clock drift, a code typed as it changes). */
export const TOTP_WINDOW = 1;

export const stepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** RFC 4226 HOTP of one counter value. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of `secret` (base32) at `at`. */
export function totpAt(secret: string, at: Date, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), stepAt(at), digits);
}

/**
 * The time step whose code `code` is, within ±1 step of `at`, or null. The caller refuses a step
 * at or before the last one accepted, so a code cannot be replayed.
 */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = stepAt(at);
  const given = Buffer.from(code);
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given)) return step;
  }
  return null;
}

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** The `otpauth://` URI authenticator apps read (Key URI Format). */
export function otpauthUri(secret: string, account: string, issuer = 'Atelier Scents'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = `secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;
  return `otpauth://totp/${label}?${query}`;
}
