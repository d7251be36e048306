import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@atelier/commerce/paths';
import { createStoreTexts } from './i18n';

/**
 * Count-dependent texts use i18next's plural forms (`key_one`, `key_other`, … as the language
 * needs them), never hand-made plural logic. The counts 0, 1, 2, 3, 11 and 100 fall into Arabic's
 * six forms in turn: zero, one, two, few, many, other.
 */
const COUNTS = [0, 1, 2, 3, 11, 100] as const;
const LANGUAGES = ['en', 'ar', 'zh-hans', 'vi'] as const satisfies readonly Language[];

type Key =
  | 'header.cartItems'
  | 'listing.count'
  | 'workshops.booking.seatsLeft'
  | 'workshops.facts.seatsValue'
  | 'workshops.facts.minutes'
  | 'workshops.booking.errors.tooMany'
  | 'workshops.pay.minutesLeft'
  | 'cart.delivery.dayCount';

/** What a language says for each of COUNTS, in order. */
type Expected = Record<(typeof LANGUAGES)[number], readonly string[]>;

const texts = createStoreTexts();
const say = (language: Language, key: Key, count: number) => texts.i18nFor(language).t(key, { count });

beforeAll(async () => {
  await Promise.all(LANGUAGES.map((language) => texts.load(language, ['shop', 'workshops'])));
});

const MAIN: Record<'header.cartItems' | 'listing.count' | 'workshops.booking.seatsLeft', Expected> = {
  // The header's cart link name, for a cart holding items (an empty cart is just "Cart").
  'header.cartItems': {
    en: ['Cart, 0 items', 'Cart, 1 item', 'Cart, 2 items', 'Cart, 3 items', 'Cart, 11 items', 'Cart, 100 items'],
    ar: [
      'سلة التسوق، لا توجد قطع',
      'سلة التسوق، قطعة واحدة',
      'سلة التسوق، قطعتان',
      'سلة التسوق، 3 قطع',
      'سلة التسوق، 11 قطعة',
      'سلة التسوق، 100 قطعة',
    ],
    'zh-hans': COUNTS.map((count) => `购物车，${count} 件商品`),
    vi: COUNTS.map((count) => `Giỏ hàng, ${count} sản phẩm`),
  },
  // A listing's result count.
  'listing.count': {
    en: ['0 products', '1 product', '2 products', '3 products', '11 products', '100 products'],
    ar: ['لا توجد منتجات', 'منتج واحد', 'منتجان', '3 منتجات', '11 منتجًا', '100 منتج'],
    'zh-hans': COUNTS.map((count) => `${count} 件商品`),
    vi: COUNTS.map((count) => `${count} sản phẩm`),
  },
  // The seats left in a workshop session.
  'workshops.booking.seatsLeft': {
    en: ['0 seats left', '1 seat left', '2 seats left', '3 seats left', '11 seats left', '100 seats left'],
    ar: ['لم يتبقَّ أي مقعد', 'تبقّى مقعد واحد', 'تبقّى مقعدان', 'تبقّى 3 مقاعد', 'تبقّى 11 مقعدًا', 'تبقّى 100 مقعد'],
    'zh-hans': COUNTS.map((count) => `剩余 ${count} 个名额`),
    vi: COUNTS.map((count) => `Còn ${count} chỗ`),
  },
};

const OTHERS: Record<Exclude<Key, keyof typeof MAIN>, Expected> = {
  'workshops.facts.seatsValue': {
    en: ['Up to 0 people', 'Up to 1 person', 'Up to 2 people', 'Up to 3 people', 'Up to 11 people', 'Up to 100 people'],
    ar: ['لا يتّسع لأي شخص', 'حتى شخص واحد', 'حتى شخصين', 'حتى 3 أشخاص', 'حتى 11 شخصًا', 'حتى 100 شخص'],
    'zh-hans': COUNTS.map((count) => `最多 ${count} 人`),
    vi: COUNTS.map((count) => `Tối đa ${count} người`),
  },
  'workshops.facts.minutes': {
    en: COUNTS.map((count) => `${count} min`),
    ar: ['أقل من دقيقة', 'دقيقة واحدة', 'دقيقتان', '3 دقائق', '11 دقيقة', '100 دقيقة'],
    'zh-hans': COUNTS.map((count) => `${count} 分钟`),
    vi: COUNTS.map((count) => `${count} phút`),
  },
  'workshops.booking.errors.tooMany': {
    en: COUNTS.map(
      (count) => `At most ${count} ${count === 1 ? 'person' : 'people'} per booking for this workshop.`,
    ),
    ar: [
      'لا يمكن حجز أي مكان في هذه الورشة.',
      'الحد الأقصى لهذه الورشة هو شخص واحد لكل حجز.',
      'الحد الأقصى لهذه الورشة هو شخصان لكل حجز.',
      'الحد الأقصى لهذه الورشة هو 3 أشخاص لكل حجز.',
      'الحد الأقصى لهذه الورشة هو 11 شخصًا لكل حجز.',
      'الحد الأقصى لهذه الورشة هو 100 شخص لكل حجز.',
    ],
    'zh-hans': COUNTS.map((count) => `该工作坊每次预订最多 ${count} 人。`),
    vi: COUNTS.map((count) => `Workshop này cho phép tối đa ${count} người mỗi lần đặt.`),
  },
  'workshops.pay.minutesLeft': {
    en: COUNTS.map((count) => `(${count} min left)`),
    ar: [
      '(لم يتبقَّ وقت)',
      '(تبقّت دقيقة واحدة)',
      '(تبقّت دقيقتان)',
      '(تبقّت 3 دقائق)',
      '(تبقّت 11 دقيقة)',
      '(تبقّت 100 دقيقة)',
    ],
    'zh-hans': COUNTS.map((count) => `（剩余 ${count} 分钟）`),
    vi: COUNTS.map((count) => `(còn ${count} phút)`),
  },
  'cart.delivery.dayCount': {
    en: COUNTS.map((count) => `${count} working ${count === 1 ? 'day' : 'days'}`),
    ar: ['في يوم العمل نفسه', 'يوم عمل واحد', 'يوما عمل', '3 أيام عمل', '11 يوم عمل', '100 يوم عمل'],
    'zh-hans': COUNTS.map((count) => `${count} 个工作日`),
    vi: COUNTS.map((count) => `${count} ngày làm việc`),
  },
};

describe.each(Object.entries({ ...MAIN, ...OTHERS }) as [Key, Expected][])('%s', (key, expected) => {
  it.each(LANGUAGES)('reads right in %s for 0, 1, 2, 3, 11 and 100', (language) => {
    expect(COUNTS.map((count) => say(language, key, count))).toEqual(expected[language]);
  });
});

describe('the Arabic plural forms', () => {
  it('are six, one for each of 0, 1, 2, 3, 11 and 100, and every converted text has them all', () => {
    const rules = new Intl.PluralRules('ar');
    expect(COUNTS.map((count) => rules.select(count))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    const arabic = texts.i18nFor('ar');
    for (const key of Object.keys({ ...MAIN, ...OTHERS })) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(arabic.exists(`${key}_${form}`), `${key}_${form}`).toBe(true);
      }
    }
  });
});
