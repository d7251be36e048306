import type { TaxIncluded } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { ratePercent } from '@atelier/commerce/tax';

type TaxName = Exclude<TaxIncluded['name'], 'none'>;

interface TaxTexts {
  /** 'Includes GST (9%)': prices are tax-inclusive, so the tax is part of the total. */
  taxIncluded(name: TaxName, percent: string): string;
  /** United States at 0: no sales tax collected (it is set by each state). */
  salesTaxNotCollected: string;
}

const TEXTS: Record<Language, TaxTexts> = {
  en: {
    taxIncluded: (name, percent) =>
      `Includes ${{ gst: 'GST', vat: 'VAT', sales_tax: 'sales tax' }[name]} (${percent}%)`,
    salesTaxNotCollected: 'No sales tax collected: US sales tax depends on the state',
  },
  ar: {
    taxIncluded: (name, percent) =>
      `شامل ${{ gst: 'ضريبة السلع والخدمات', vat: 'ضريبة القيمة المضافة', sales_tax: 'ضريبة المبيعات' }[name]} (${percent}%)`,
    salesTaxNotCollected: 'لا تُحصَّل ضريبة مبيعات: ضريبة المبيعات الأمريكية تختلف حسب الولاية',
  },
  'zh-hans': {
    taxIncluded: (name, percent) =>
      `含${{ gst: '商品及服务税', vat: '增值税', sales_tax: '销售税' }[name]}（${percent}%）`,
    salesTaxNotCollected: '不代收销售税：美国销售税因州而异',
  },
  vi: {
    taxIncluded: (name, percent) =>
      `Đã bao gồm ${{ gst: 'thuế GST', vat: 'thuế GTGT', sales_tax: 'thuế bán hàng' }[name]} (${percent}%)`,
    salesTaxNotCollected: 'Không thu thuế bán hàng: thuế bán hàng tại Mỹ tùy theo từng bang',
  },
};

/**
 * The totals line an e-mail shows for the tax stored on an order or a booking: part of the total,
 * never added to it. Null when there is none (gift cards, rows from before the tax was stored); a
 * US sale at 0 says no sales tax was collected.
 */
export function taxLine(
  tax: TaxIncluded,
  language: Language,
  money: (amount: number) => string,
): { label: string; amount: string } | null {
  const t = TEXTS[language] ?? TEXTS.en;
  if (tax.name !== 'none' && tax.rate > 0)
    return { label: t.taxIncluded(tax.name, ratePercent(tax.rate)), amount: money(tax.amount) };
  if (tax.name === 'sales_tax') return { label: t.salesTaxNotCollected, amount: money(0) };
  return null;
}
