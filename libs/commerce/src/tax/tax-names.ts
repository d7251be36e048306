/**
 * What the tax is called where the shop sells: Singapore's GST, the VAT of Vietnam, Korea and the
 * UAE, and the United States' sales tax (set by each state; the shop collects none by default).
 * A country not listed has its tax called VAT.
 */
export const TAX_NAMES = ['gst', 'vat', 'sales_tax'] as const;
export type TaxName = (typeof TAX_NAMES)[number];

const BY_COUNTRY: Readonly<Record<string, TaxName>> = {
  sg: 'gst',
  vn: 'vat',
  kr: 'vat',
  ae: 'vat',
  us: 'sales_tax',
};

/** The tax's name in a (lower-case) country. */
export function taxNameOf(country: string): TaxName {
  return BY_COUNTRY[country.toLowerCase()] ?? 'vat';
}
