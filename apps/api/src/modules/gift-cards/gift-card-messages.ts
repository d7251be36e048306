import type { Language } from '@atelier/commerce/enums';

/** Why a gift card cannot pay an order (`errors[0].reason` of the 422 on body.gift_card_code). */
export type RedemptionRefusal =
  'unknown' | 'expired' | 'spent' | 'currency' | 'balance_changed' | 'gift_card_purchase';

interface Texts {
  refusal: Record<RedemptionRefusal, string>;
  /** Name of the order line of a bought card. */
  lineName(value: string, recipient: string): string;
}

/** Sentences the shopper reads, in the request language (generic errors stay English). */
const TEXTS: Record<Language, Texts> = {
  en: {
    refusal: {
      unknown: 'We do not know this gift card code. Please check it and try again.',
      expired: 'This gift card has expired.',
      spent: 'This gift card has no balance left.',
      currency: 'This gift card is in another currency than your order.',
      balance_changed: 'The balance of this gift card has just changed. Please check it and try again.',
      gift_card_purchase: 'Gift cards cannot be paid for with a gift card.',
    },
    lineName: (value, recipient) => `Gift card ${value} for ${recipient}`,
  },
  ar: {
    refusal: {
      unknown: 'لا نعرف رمز بطاقة الهدايا هذا. يُرجى التحقق منه والمحاولة مرة أخرى.',
      expired: 'انتهت صلاحية بطاقة الهدايا هذه.',
      spent: 'لم يتبقَّ رصيد في بطاقة الهدايا هذه.',
      currency: 'بطاقة الهدايا هذه بعملة مختلفة عن عملة طلبك.',
      balance_changed: 'تغيّر رصيد بطاقة الهدايا هذه للتو. يُرجى التحقق منه والمحاولة مرة أخرى.',
      gift_card_purchase: 'لا يمكن دفع ثمن بطاقات الهدايا ببطاقة هدايا.',
    },
    lineName: (value, recipient) => `بطاقة هدايا بقيمة ${value} إلى ${recipient}`,
  },
  'zh-hans': {
    refusal: {
      unknown: '我们找不到这个礼品卡代码，请检查后重试。',
      expired: '此礼品卡已过期。',
      spent: '此礼品卡已无余额。',
      currency: '此礼品卡的币种与您的订单不同。',
      balance_changed: '此礼品卡的余额刚刚发生了变化，请检查后重试。',
      gift_card_purchase: '不能用礼品卡购买礼品卡。',
    },
    lineName: (value, recipient) => `送给 ${recipient} 的 ${value} 礼品卡`,
  },
  vi: {
    refusal: {
      unknown: 'Chúng tôi không tìm thấy mã thẻ quà tặng này. Vui lòng kiểm tra và thử lại.',
      expired: 'Thẻ quà tặng này đã hết hạn.',
      spent: 'Thẻ quà tặng này đã hết số dư.',
      currency: 'Thẻ quà tặng này có đơn vị tiền tệ khác với đơn hàng của bạn.',
      balance_changed: 'Số dư của thẻ quà tặng này vừa thay đổi. Vui lòng kiểm tra và thử lại.',
      gift_card_purchase: 'Không thể dùng thẻ quà tặng để mua thẻ quà tặng.',
    },
    lineName: (value, recipient) => `Thẻ quà tặng ${value} cho ${recipient}`,
  },
};

export function giftCardTexts(language: Language): Texts {
  return TEXTS[language] ?? TEXTS.en;
}
