import type { PerfumeCustomization, PerfumeLabel, VariantValue } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import type { LocalizedText } from '../../db/schema/localized';
import { localize } from '../pricing';

type Name = 'size' | 'bottle' | 'cap' | 'front' | 'back' | 'mood';

const NAMES: Record<Name, LocalizedText> = {
  size: { en: 'Size', ar: 'الحجم', 'zh-hans': '规格', vi: 'Kích cỡ' },
  bottle: { en: 'Bottle', ar: 'الزجاجة', 'zh-hans': '瓶身', vi: 'Chai' },
  cap: { en: 'Cap', ar: 'الغطاء', 'zh-hans': '瓶盖', vi: 'Nắp' },
  front: { en: 'Front label', ar: 'الملصق الأمامي', 'zh-hans': '正面标签', vi: 'Nhãn mặt trước' },
  back: { en: 'Back label', ar: 'الملصق الخلفي', 'zh-hans': '背面标签', vi: 'Nhãn mặt sau' },
  mood: { en: 'Mood', ar: 'الطابع', 'zh-hans': '氛围', vi: 'Phong cách' },
};

const COLOURS: Record<string, LocalizedText> = {
  black: { en: 'Black', ar: 'أسود', 'zh-hans': '黑色', vi: 'Đen' },
  clear: { en: 'Clear', ar: 'شفاف', 'zh-hans': '透明', vi: 'Trong suốt' },
  gold: { en: 'Gold', ar: 'ذهبي', 'zh-hans': '金色', vi: 'Vàng' },
  white: { en: 'White', ar: 'أبيض', 'zh-hans': '白色', vi: 'Trắng' },
};

/** SPEC §3's moods (id → name, time of day), as the builder names them. */
const MOODS: Record<number, LocalizedText> = {
  0: {
    en: 'Fresh, for the day',
    ar: 'منعش، للنهار',
    'zh-hans': '清新，适合白天',
    vi: 'Tươi mát, cho ban ngày',
  },
  1: {
    en: 'Elegant, for the day',
    ar: 'أنيق، للنهار',
    'zh-hans': '优雅，适合白天',
    vi: 'Thanh lịch, cho ban ngày',
  },
  2: {
    en: 'Seductive, for the night',
    ar: 'جذّاب، للمساء',
    'zh-hans': '魅惑，适合夜晚',
    vi: 'Quyến rũ, cho buổi tối',
  },
  3: {
    en: 'Bold, for the night',
    ar: 'جريء، للمساء',
    'zh-hans': '大胆，适合夜晚',
    vi: 'Táo bạo, cho buổi tối',
  },
};

/**
 * A label's text in the language's quotation marks, then its font: the text is the shopper's
 * own (any script, punctuation included), so the marks show where it starts and ends.
 */
const LABEL_VALUE: Record<Language, (text: string, font: string) => string> = {
  en: (text, font) => `“${text}” in ${font}`,
  // First-strong isolates: a Latin font name or label text keeps its own direction without
  // pulling the Arabic words and punctuation around it out of order.
  ar: (text, font) => `«\u2068${text}\u2069» بخط \u2068${font}\u2069`,
  'zh-hans': (text, font) => `“${text}”（字体：${font}）`,
  vi: (text, font) => `“${text}”, phông ${font}`,
};

const colour = (value: string, language: Language) => {
  const text = COLOURS[value];
  return text ? localize(text, language) : value;
};

const SIDES = ['front', 'back'] as const;

/**
 * The human-readable choices of a cart line (CartItem.variant_values): the variant's name as its
 * size, then a bespoke perfume's bottle and cap, its front and back labels (text and font, front
 * first whatever order they were sent in) and its mood with its time of day, in the shopper's
 * language. Orders keep a copy (place-order), so the confirmation and the account say the same.
 */
export function variantValues(
  variantLabel: LocalizedText | null,
  customization: PerfumeCustomization | null,
  language: Language,
): VariantValue[] {
  const values: VariantValue[] = [];
  const named = (name: Name, value: string) => values.push({ name: localize(NAMES[name], language), value });
  if (variantLabel) named('size', localize(variantLabel, language));
  if (customization) {
    named('bottle', colour(customization.bottle_colour, language));
    named('cap', colour(customization.cap_colour, language));
    const labels: readonly PerfumeLabel[] = customization.labels ?? [];
    for (const side of SIDES) {
      for (const label of labels.filter((candidate) => candidate.side === side)) {
        named(side, LABEL_VALUE[language](label.text, label.font));
      }
    }
    const mood = customization.mood === undefined ? undefined : MOODS[customization.mood];
    if (mood) named('mood', localize(mood, language));
  }
  return values;
}
