import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: read aloud or copied from a note without mistakes.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A one-time password for a new account: 4 groups of 5 (about 99 bits), e.g. `k3mfa-…`. */
export function newOneTimePassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = '';
    for (let i = 0; i < 5; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}
