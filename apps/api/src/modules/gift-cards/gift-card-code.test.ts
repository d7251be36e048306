import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, newGiftCardCode } from './gift-card-code';

describe('gift card codes', () => {
  it('are 4 groups of 4 characters of the unambiguous alphabet, and differ', () => {
    const codes = Array.from({ length: 200 }, newGiftCardCode);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      for (const c of code.replaceAll('-', '')) expect(CODE_ALPHABET).toContain(c);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(CODE_ALPHABET).not.toMatch(/[01IO]/);
  });
});
