import { CURRENCIES, formatMoney, minorDigitsOf, toMinor } from '@atelier/commerce/money';

type Code = keyof typeof CURRENCIES;

/** An amount in minor units, written as the store writes it (S$12.50, 150.000 ₫). */
export function money(amount: number, currency: string): string {
  const display = CURRENCIES[currency as Code];
  return display ? formatMoney(amount, display) : `${amount} ${currency}`;
}

/** What staff typed ("12.50", "150000") in minor units of `currency`, or null when it is no amount. */
export function parseAmount(text: string, currency: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,13}(\.\d+)?$/.test(trimmed)) return null;
  const [, fraction = ''] = trimmed.split('.');
  if (fraction.length > minorDigitsOf(currency)) return null;
  try {
    const minor = toMinor(trimmed, currency);
    return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
  } catch {
    return null;
  }
}
