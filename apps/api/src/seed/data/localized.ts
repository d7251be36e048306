import type { Localized } from './types';

/** Shorthand for a Localized text: English, Arabic, Simplified Chinese, Vietnamese. */
export function L(en: string, ar: string, zhHans: string, vi: string): Localized {
  return { en, ar, 'zh-hans': zhHans, vi };
}

/** The same text in every language (brand names, codes). */
export function same(text: string): Localized {
  return L(text, text, text, text);
}

/** Volume label, e.g. 30ml / 30 مل / 30 毫升. */
export function ml(amount: number): Localized {
  return L(`${amount}ml`, `${amount} مل`, `${amount} 毫升`, `${amount}ml`);
}

/** Weight label, e.g. 200g / 200 غ / 200 克. */
export function grams(amount: number): Localized {
  return L(`${amount}g`, `${amount} غ`, `${amount} 克`, `${amount}g`);
}

export const ONE_SIZE = L('One size', 'مقاس واحد', '均码', 'Một cỡ');
