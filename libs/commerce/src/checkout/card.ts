/**
 * Card form rules (the built-in test provider takes raw card details: `CardPayment` in the
 * contract). Problems are codes for the app to translate. The current month is passed in: commerce
 * reads no clock.
 */

export type CardField = 'number' | 'expiry' | 'cvc';
export type CardProblem = 'required' | 'invalid' | 'expired';

export interface CardInput {
  /** As typed: spaces and dashes allowed. */
  readonly number: string;
  /** MM/YY (a space around the slash and MM/YYYY are tolerated). */
  readonly expiry: string;
  readonly cvc: string;
}

/** The body of `POST /api/orders/{id}/pay/` for a card. */
export interface CardPaymentBody {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface YearMonth {
  readonly year: number;
  /** 1-12. */
  readonly month: number;
}

/** The contract's card number length. */
const MIN_DIGITS = 12;
const MAX_DIGITS = 19;

/** Only the digits of what was typed. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Digits in groups of four, as printed on most cards; at most 19 digits are kept. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Typing help for the expiry field: "12" becomes "12/", "1226" becomes "12/26". */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2 && !input.includes('/')) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY) → month and four-digit year; null when it is not a date. */
export function parseExpiry(input: string): YearMonth | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year, month };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: YearMonth, today: YearMonth): boolean {
  return expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month);
}

export function cardFieldProblem(field: CardField, input: CardInput, today: YearMonth): CardProblem | null {
  switch (field) {
    case 'number': {
      const digits = cardDigits(input.number);
      if (digits === '') return 'required';
      const ok = /^\d+$/.test(digits) && digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS;
      return ok && passesLuhn(digits) ? null : 'invalid';
    }
    case 'expiry': {
      if (input.expiry.trim() === '') return 'required';
      const expiry = parseExpiry(input.expiry);
      if (!expiry || expiry.year > today.year + 30) return 'invalid';
      return isExpired(expiry, today) ? 'expired' : null;
    }
    case 'cvc': {
      if (input.cvc.trim() === '') return 'required';
      return /^\d{3,4}$/.test(input.cvc.trim()) ? null : 'invalid';
    }
  }
}

export type CardCheck =
  | { readonly ok: true; readonly payment: CardPaymentBody }
  | { readonly ok: false; readonly problems: Partial<Record<CardField, CardProblem>> };

/** Checks every field; when all are fine, the payment body to send. */
export function checkCard(input: CardInput, today: YearMonth): CardCheck {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  for (const field of ['number', 'expiry', 'cvc'] as const) {
    const problem = cardFieldProblem(field, input, today);
    if (problem) problems[field] = problem;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const expiry = parseExpiry(input.expiry)!;
  return {
    ok: true,
    payment: {
      card_number: cardDigits(input.number),
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: input.cvc.trim(),
    },
  };
}
