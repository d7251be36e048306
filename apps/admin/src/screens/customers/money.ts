import { CURRENCIES, formatMoney } from '@atelier/commerce/money';

/** An amount in minor units, written as the store writes it (S$12.50, 150.000 ₫). */
export function money(amount: number, currency: string): string {
  const display = CURRENCIES[currency as keyof typeof CURRENCIES];
  return display ? formatMoney(amount, display) : `${amount} ${currency}`;
}
