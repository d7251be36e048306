import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32';
import { matchingStep, newTotpSecret, otpauthUri, totpAt } from './totp';

// RFC 6238 appendix B, SHA-1: the key is the ASCII "12345678901234567890", codes have 8 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s the 8-digit code is %s', (seconds, code) => {
    expect(totpAt(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(code);
  });

  it('a 6-digit code is the last six digits of the RFC vector', () => {
    expect(totpAt(RFC_SECRET, new Date(59_000))).toBe('287082');
  });

  it('accepts the codes of the previous, current and next 30-second step, not two steps off', () => {
    const at = new Date(1111111111 * 1000);
    const step = Math.floor(1111111111 / 30);
    expect(matchingStep(RFC_SECRET, totpAt(RFC_SECRET, at), at)).toBe(step);
    expect(matchingStep(RFC_SECRET, totpAt(RFC_SECRET, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpAt(RFC_SECRET, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, totpAt(RFC_SECRET, new Date(at.getTime() - 60_000)), at)).toBeNull();
    expect(matchingStep(RFC_SECRET, 'abcdef', at)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URI apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(otpauthUri(secret, 'owner@atelier.test')).toBe(
      `otpauth://totp/Atelier%20Scents:owner%40atelier.test?secret=${secret}&issuer=Atelier%20Scents&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('round-trips base32 (RFC 4648 test vector)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
  });
});
