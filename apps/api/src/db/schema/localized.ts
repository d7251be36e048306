import type { Language } from '@atelier/commerce/enums';

/** A shopper-facing text in every store language (jsonb `{en, ar, zh-hans, vi}`). */
export type LocalizedText = Readonly<Record<Language, string>>;

/** Amounts per currency for money that is set per market (fixed discounts, minimum spends). */
export type AmountsByCurrency = Readonly<Partial<Record<string, number>>>;
