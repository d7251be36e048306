import type { PerfumeCustomization } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { variantValues } from './variant-values';

const size = { en: '100ml', ar: '100 مل', 'zh-hans': '100毫升', vi: '100ml' };
// Back first on purpose: the line reads front, then back, whatever order the request used.
const bespoke: PerfumeCustomization = {
  bottle_colour: 'black',
  cap_colour: 'gold',
  size: '100ml',
  labels: [
    { side: 'back', text: 'For Lan, 2026', font: 'Dancing Script' },
    { side: 'front', text: 'Mei', font: 'Playfair Display' },
  ],
  mood: 1,
};

const line = (values: { name: string; value: string }[]) => values.map((v) => `${v.name}: ${v.value}`);

describe('a bespoke perfume’s cart line', () => {
  it('names the front and back labels with their fonts, and the mood, in English', () => {
    expect(line(variantValues(size, bespoke, 'en'))).toEqual([
      'Size: 100ml',
      'Bottle: Black',
      'Cap: Gold',
      'Front label: “Mei” in Playfair Display',
      'Back label: “For Lan, 2026” in Dancing Script',
      'Mood: Elegant, for the day',
    ]);
  });

  it('says the same in Arabic, Chinese and Vietnamese', () => {
    expect(line(variantValues(size, bespoke, 'ar'))).toEqual([
      'الحجم: 100 مل',
      'الزجاجة: أسود',
      'الغطاء: ذهبي',
      'الملصق الأمامي: «\u2068Mei\u2069» بخط \u2068Playfair Display\u2069',
      'الملصق الخلفي: «\u2068For Lan, 2026\u2069» بخط \u2068Dancing Script\u2069',
      'الطابع: أنيق، للنهار',
    ]);
    expect(line(variantValues(size, bespoke, 'zh-hans'))).toEqual([
      '规格: 100毫升',
      '瓶身: 黑色',
      '瓶盖: 金色',
      '正面标签: “Mei”（字体：Playfair Display）',
      '背面标签: “For Lan, 2026”（字体：Dancing Script）',
      '氛围: 优雅，适合白天',
    ]);
    expect(line(variantValues(size, bespoke, 'vi'))).toEqual([
      'Kích cỡ: 100ml',
      'Chai: Đen',
      'Nắp: Vàng',
      'Nhãn mặt trước: “Mei”, phông Playfair Display',
      'Nhãn mặt sau: “For Lan, 2026”, phông Dancing Script',
      'Phong cách: Thanh lịch, cho ban ngày',
    ]);
  });

  it('leaves out a label not written and a mood not chosen, and names each mood’s time of day', () => {
    const plain: PerfumeCustomization = { bottle_colour: 'clear', cap_colour: 'white', size: '30ml' };
    expect(line(variantValues(null, plain, 'en'))).toEqual(['Bottle: Clear', 'Cap: White']);
    const moods = [0, 1, 2, 3].map(
      (mood) => variantValues(null, { ...plain, mood: mood as 0 | 1 | 2 | 3 }, 'en').at(-1)?.value,
    );
    expect(moods).toEqual([
      'Fresh, for the day',
      'Elegant, for the day',
      'Seductive, for the night',
      'Bold, for the night',
    ]);
  });

  it('shows only the size for a product that is not bespoke', () => {
    expect(variantValues(size, null, 'en')).toEqual([{ name: 'Size', value: '100ml' }]);
  });
});
