/**
 * Delivery address and phone rules used by the checkout forms (the server applies the contract's
 * looser shape: `Address` in openapi.yaml). Problems are codes, not sentences, so each app
 * translates them; nothing here trims, callers trim user input first.
 */

export type AddressField =
  'firstName' | 'lastName' | 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'phone';

export type AddressProblem = 'required' | 'invalid' | 'tooLong';

export interface AddressInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly line1: string;
  readonly line2?: string | null;
  readonly city: string;
  readonly state?: string | null;
  readonly postalCode: string;
  readonly phone: string;
}

export interface CountryAddressRule {
  /** Whole-value pattern of the country's postal codes; null where the country has none. */
  readonly postalCode: RegExp | null;
  /** A valid example, for hints ("e.g. 238823"). */
  readonly postalExample: string;
  /** Whether the address needs a state / province / emirate line. */
  readonly state: boolean;
}

/**
 * Per country we ship to (the app config's countries). Singapore and Vietnam use six digits, Korea
 * five, the US a ZIP or ZIP+4 and a state. The UAE has no postal codes: the field is not asked
 * (the contract's `postal_code` is null there) and the emirate goes in `state`.
 */
const RULES: Record<string, CountryAddressRule> = {
  sg: { postalCode: /^\d{6}$/, postalExample: '238823', state: false },
  vn: { postalCode: /^\d{6}$/, postalExample: '700000', state: false },
  kr: { postalCode: /^\d{5}$/, postalExample: '04524', state: false },
  us: { postalCode: /^\d{5}(?:-\d{4})?$/, postalExample: '10001', state: true },
  ae: { postalCode: null, postalExample: '', state: true },
};

/** Other countries: the contract's own pattern (letters, digits, spaces and dashes). */
const GENERIC: CountryAddressRule = { postalCode: /^[A-Za-z0-9 -]{2,20}$/, postalExample: '', state: false };

/** The contract's maxLength of each field (Address schema). */
const MAX_LENGTH: Record<AddressField, number> = {
  firstName: 80,
  lastName: 80,
  line1: 200,
  line2: 200,
  city: 120,
  state: 120,
  postalCode: 20,
  phone: 20,
};

// The contract's Phone: digits with an optional leading + and spaces or dashes, 6 to 20 characters.
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;

export function addressRule(country: string): CountryAddressRule {
  return RULES[country.toLowerCase()] ?? GENERIC;
}

/** Whether addresses in `country` have a state line (shown and required). */
export function usesState(country: string): boolean {
  return addressRule(country).state;
}

export function isPhone(value: unknown): value is string {
  return typeof value === 'string' && PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
}

/** Whether addresses in `country` have a postal code (shown and required). */
export function usesPostalCode(country: string): boolean {
  return addressRule(country).postalCode !== null;
}

/** Whether `value` is a postal code of `country` (never, where the country has none). */
export function isPostalCode(country: string, value: unknown): value is string {
  const pattern = addressRule(country).postalCode;
  return typeof value === 'string' && pattern !== null && pattern.test(value);
}

/** The problem with one field of an address in `country`, or null when it is fine. */
export function addressFieldProblem(
  country: string,
  field: AddressField,
  value: string | null | undefined,
): AddressProblem | null {
  const text = value ?? '';
  if (text.length > MAX_LENGTH[field]) return 'tooLong';
  switch (field) {
    case 'line2':
      return null;
    case 'state':
      return usesState(country) && text === '' ? 'required' : null;
    case 'postalCode':
      if (!usesPostalCode(country)) return text === '' ? null : 'invalid';
      if (text === '') return 'required';
      return isPostalCode(country, text) ? null : 'invalid';
    case 'phone':
      if (text === '') return 'required';
      return isPhone(text) ? null : 'invalid';
    default:
      return text === '' ? 'required' : null;
  }
}

export const ADDRESS_FIELDS: readonly AddressField[] = [
  'firstName',
  'lastName',
  'line1',
  'line2',
  'city',
  'state',
  'postalCode',
  'phone',
];

/** Every problem of an address, by field (empty when it can be sent). */
export function addressProblems(
  country: string,
  input: AddressInput,
): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of ADDRESS_FIELDS) {
    const problem = addressFieldProblem(country, field, input[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
