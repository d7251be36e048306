import { randomInt } from 'node:crypto';

/**
 * Letters and digits that cannot be misread for one another (no I/1, O/0): a code typed from a
 * printed card or read aloud over the phone arrives as it was issued.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new gift card code, XXXX-XXXX-XXXX-XXXX: 16 characters drawn with the CSPRNG from 32 symbols,
 * 80 bits, so codes cannot be guessed (the balance check is rate limited on top of that).
 */
export function newGiftCardCode(): string {
  const chars = Array.from({ length: 16 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}
