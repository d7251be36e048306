// SPEC §5: local part, '@', domain whose last dot-separated label is at least 2 letters.
// Local part: the RFC 5322 "dot-atom" characters, dots only between characters (no quoted forms,
// which no shop customer uses and many mail systems reject). Domain: hostname labels of letters,
// digits and inner hyphens, at least one label before the suffix. ASCII only; an internationalised
// domain must be given in its punycode form, and its suffix must still be letters.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

// RFC 5321 limits; longer addresses cannot be delivered, so accepting them only defers the failure.
const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;

/**
 * Whether `value` is an e-mail address by the SPEC §5 rule. No trimming: callers trim user input first,
 * so that what is validated is exactly what gets stored.
 */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH) return false;
  if (!EMAIL.test(value)) return false;
  return value.indexOf('@') <= MAX_LOCAL_LENGTH;
}
