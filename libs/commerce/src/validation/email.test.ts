import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

describe('isEmail (SPEC §5: local part, @, domain with a dot-separated suffix of ≥2 letters)', () => {
  it.each([
    'a@b.co',
    'jane@example.com',
    'Jane.Doe@Example.COM',
    'jane.doe+perfume@example.com.sg',
    'first.middle.last@mail.example.org',
    "o'brien@example.ie",
    'user_name-1@sub-domain.example.vn',
    '1234567890@example.com',
    'x@xn--80ak6aa92e.com',
    'a!#$%&*+/=?^_`{|}~-z@example.com',
    `${'l'.repeat(64)}@example.com`,
    `a@${'d'.repeat(63)}.com`,
    'shopper@example.museum',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['plainaddress', 'no @'],
    ['@example.com', 'no local part'],
    ['jane@', 'no domain'],
    ['jane@example', 'no dot-separated suffix'],
    ['jane@example.c', 'one-letter suffix'],
    ['jane@example.c0m', 'suffix with a digit'],
    ['jane@example.123', 'numeric suffix'],
    ['jane@example.com.', 'trailing dot'],
    ['jane@.example.com', 'leading dot in domain'],
    ['jane@example..com', 'empty domain label'],
    ['jane@-example.com', 'label starting with hyphen'],
    ['jane@example-.com', 'label ending with hyphen'],
    ['jane@exa_mple.com', 'underscore in domain'],
    ['.jane@example.com', 'local part starting with a dot'],
    ['jane.@example.com', 'local part ending with a dot'],
    ['ja..ne@example.com', 'consecutive dots in local part'],
    ['jane@@example.com', 'two @'],
    ['ja@ne@example.com', 'two @ apart'],
    ['jane doe@example.com', 'space in local part'],
    [' jane@example.com', 'leading space (callers trim)'],
    ['jane@example.com ', 'trailing space (callers trim)'],
    ['jane@exam ple.com', 'space in domain'],
    ['"jane"@example.com', 'quoted local part'],
    ['jane@[192.168.0.1]', 'address literal'],
    ['jane@192.168.0.1', 'bare IP address'],
    ['jané@example.com', 'non-ASCII local part'],
    ['jane@exämple.com', 'non-ASCII domain'],
    ['jane(comment)@example.com', 'comment'],
    ['jane@example.com\n', 'newline'],
    [`${'l'.repeat(65)}@example.com`, 'local part longer than 64'],
    [`a@${'d'.repeat(64)}.com`, 'label longer than 63'],
    [`a@${'abcdefghi.'.repeat(25)}com`, 'longer than 254 in total'],
  ])('rejects %j (%s)', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it.each([null, undefined, 42, {}, ['a@b.co']])('rejects non-strings (%j)', (value) => {
    expect(isEmail(value)).toBe(false);
  });

  it('stays fast on a pathological input', () => {
    const started = performance.now();
    isEmail(`${'a.'.repeat(5000)}@${'b-'.repeat(5000)}`);
    isEmail(`a@${'a'.repeat(60)}.`.repeat(3));
    expect(performance.now() - started).toBeLessThan(100);
  });
});
