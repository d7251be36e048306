import type { PerfumeCustomization, VariantValue } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import type { LocalizedText } from '../../db/schema/localized';
import { localize } from '../pricing';

const LABELS: Record<'size' | 'bottle' | 'cap' | 'label', LocalizedText> = {
  size: { en: 'Size', ar: 'الحجم', 'zh-hans': '规格', vi: 'Kích cỡ' },
  bottle: { en: 'Bottle', ar: 'الزجاجة', 'zh-hans': '瓶身', vi: 'Chai' },
  cap: { en: 'Cap', ar: 'الغطاء', 'zh-hans': '瓶盖', vi: 'Nắp' },
  label: { en: 'Label', ar: 'الملصق', 'zh-hans': '标签', vi: 'Nhãn' },
};

const COLOURS: Record<string, LocalizedText> = {
  black: { en: 'Black', ar: 'أسود', 'zh-hans': '黑色', vi: 'Đen' },
  clear: { en: 'Clear', ar: 'شفاف', 'zh-hans': '透明', vi: 'Trong suốt' },
  gold: { en: 'Gold', ar: 'ذهبي', 'zh-hans': '金色', vi: 'Vàng' },
  white: { en: 'White', ar: 'أبيض', 'zh-hans': '白色', vi: 'Trắng' },
};

const colour = (value: string, language: Language) => {
  const text = COLOURS[value];
  return text ? localize(text, language) : value;
};

/**
 * The human-readable choices of a cart line (CartItem.variant_values): the variant's name as its
 * size, then a bespoke perfume's bottle, cap and label texts, in the shopper's language.
 */
export function variantValues(
  variantLabel: LocalizedText | null,
  customization: PerfumeCustomization | null,
  language: Language,
): VariantValue[] {
  const values: VariantValue[] = [];
  if (variantLabel)
    values.push({ name: localize(LABELS.size, language), value: localize(variantLabel, language) });
  if (customization) {
    values.push({
      name: localize(LABELS.bottle, language),
      value: colour(customization.bottle_colour, language),
    });
    values.push({ name: localize(LABELS.cap, language), value: colour(customization.cap_colour, language) });
    for (const label of customization.labels ?? []) {
      values.push({ name: localize(LABELS.label, language), value: label.text });
    }
  }
  return values;
}
