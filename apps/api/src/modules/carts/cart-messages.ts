import type { PromoRefusal } from '@atelier/commerce/cart';
import type { Language } from '@atelier/commerce/enums';
import { formatMoney, getCurrency } from '@atelier/commerce/money';

/**
 * Sentences the shopper reads (stock, promo codes, precheckout changes) in the four store
 * languages; technical errors (validation, not found) stay in English like the rest of the API.
 * Amounts are formatted by @atelier/commerce/money, exactly as the store formats them.
 */
export function money(amount: number, currency: string): string {
  const display = getCurrency(currency);
  return display ? formatMoney(amount, display) : `${amount} ${currency}`;
}

type Texts<A extends unknown[]> = Record<Language, (...args: A) => string>;

const SOLD_OUT: Texts<[string]> = {
  en: (name) => `${name} is sold out`,
  ar: (name) => `نفدت كمية ${name}`,
  'zh-hans': (name) => `${name} 已售罄`,
  vi: (name) => `${name} đã hết hàng`,
};

const ONLY_LEFT: Texts<[number, string]> = {
  en: (left, name) => `Only ${left} left of ${name}`,
  ar: (left, name) => `لم يتبقَّ سوى ${left} من ${name}`,
  'zh-hans': (left, name) => `${name} 仅剩 ${left} 件`,
  vi: (left, name) => `Chỉ còn ${left} sản phẩm ${name}`,
};

const ALL_IN_CART: Texts<[number, string]> = {
  en: (stock, name) => `You already have all ${stock} left of ${name} in your cart`,
  ar: (stock, name) => `لديك بالفعل كل ما تبقّى من ${name} (${stock}) في سلتك`,
  'zh-hans': (stock, name) => `${name} 剩余的 ${stock} 件已全部在你的购物车中`,
  vi: (stock, name) => `Giỏ hàng của bạn đã có toàn bộ ${stock} sản phẩm ${name} còn lại`,
};

const LINE_LIMIT: Texts<[number, string]> = {
  en: (max, name) => `You can have at most ${max} of ${name} in your cart`,
  ar: (max, name) => `يمكنك إضافة ${max} كحد أقصى من ${name} إلى سلتك`,
  'zh-hans': (max, name) => `${name} 在购物车中最多 ${max} 件`,
  vi: (max, name) => `Bạn chỉ có thể có tối đa ${max} sản phẩm ${name} trong giỏ hàng`,
};

const NOT_SOLD_IN: Texts<[string, string]> = {
  en: (name, currency) => `${name} is not sold in ${currency}`,
  ar: (name, currency) => `${name} غير متاح للبيع بعملة ${currency}`,
  'zh-hans': (name, currency) => `${name} 不支持以 ${currency} 购买`,
  vi: (name, currency) => `${name} không được bán bằng ${currency}`,
};

const FREE_GIFT_LOCKED: Texts<[string, string]> = {
  en: (name, code) => `${name} is a free gift of code ${code}: remove the code to remove the gift`,
  ar: (name, code) => `${name} هدية مجانية مع الرمز ${code}: أزل الرمز لإزالة الهدية`,
  'zh-hans': (name, code) => `${name} 是优惠码 ${code} 的赠品：移除优惠码即可移除赠品`,
  vi: (name, code) => `${name} là quà tặng của mã ${code}: hãy gỡ mã để bỏ quà tặng`,
};

const UNKNOWN_CODE: Texts<[]> = {
  en: () => 'This code does not exist',
  ar: () => 'هذا الرمز غير موجود',
  'zh-hans': () => '此优惠码不存在',
  vi: () => 'Mã này không tồn tại',
};

const REFUSALS: Record<Language, (refusal: PromoRefusal, currency: string) => string> = {
  en: (r, currency) => {
    switch (r.reason) {
      case 'workshop_only':
        return 'This code is for perfume workshop bookings, not for products';
      case 'not_started':
        return 'This code is not active yet';
      case 'expired':
        return 'This code has expired';
      case 'country':
        return 'This code is not valid in your country';
      case 'currency':
        return `This code cannot be used with ${r.currency}`;
      case 'min_spend':
        return `This code needs a minimum spend of ${money(r.minSpend, currency)}: add ${money(r.shortBy, currency)} more`;
      case 'usage_limit':
        return 'This code has been used up';
      case 'already_used':
        return 'You have already used this code';
      case 'members_only':
        return 'This code is for members: sign in to use it';
      case 'tier':
        return 'This code is not for your membership tier';
    }
  },
  ar: (r, currency) => {
    switch (r.reason) {
      case 'workshop_only':
        return 'هذا الرمز مخصص لحجوزات ورش العطور وليس للمنتجات';
      case 'not_started':
        return 'هذا الرمز غير مفعّل بعد';
      case 'expired':
        return 'انتهت صلاحية هذا الرمز';
      case 'country':
        return 'هذا الرمز غير صالح في بلدك';
      case 'currency':
        return `لا يمكن استخدام هذا الرمز بعملة ${r.currency}`;
      case 'min_spend':
        return `يتطلب هذا الرمز حدًا أدنى للشراء قدره ${money(r.minSpend, currency)}: أضف ${money(r.shortBy, currency)}`;
      case 'usage_limit':
        return 'تم استنفاد هذا الرمز';
      case 'already_used':
        return 'لقد استخدمت هذا الرمز من قبل';
      case 'members_only':
        return 'هذا الرمز مخصص للأعضاء: سجّل الدخول لاستخدامه';
      case 'tier':
        return 'هذا الرمز ليس لفئة عضويتك';
    }
  },
  'zh-hans': (r, currency) => {
    switch (r.reason) {
      case 'workshop_only':
        return '此优惠码仅适用于香水工作坊预约，不适用于商品';
      case 'not_started':
        return '此优惠码尚未生效';
      case 'expired':
        return '此优惠码已过期';
      case 'country':
        return '此优惠码在你所在的国家或地区不可用';
      case 'currency':
        return `此优惠码不能用于 ${r.currency}`;
      case 'min_spend':
        return `此优惠码需消费满 ${money(r.minSpend, currency)}，还差 ${money(r.shortBy, currency)}`;
      case 'usage_limit':
        return '此优惠码已被用完';
      case 'already_used':
        return '你已使用过此优惠码';
      case 'members_only':
        return '此优惠码仅限会员使用：请登录后使用';
      case 'tier':
        return '此优惠码不适用于你的会员等级';
    }
  },
  vi: (r, currency) => {
    switch (r.reason) {
      case 'workshop_only':
        return 'Mã này chỉ dành cho đặt chỗ workshop nước hoa, không áp dụng cho sản phẩm';
      case 'not_started':
        return 'Mã này chưa có hiệu lực';
      case 'expired':
        return 'Mã này đã hết hạn';
      case 'country':
        return 'Mã này không áp dụng tại quốc gia của bạn';
      case 'currency':
        return `Không thể dùng mã này với ${r.currency}`;
      case 'min_spend':
        return `Mã này yêu cầu đơn hàng tối thiểu ${money(r.minSpend, currency)}: hãy mua thêm ${money(r.shortBy, currency)}`;
      case 'usage_limit':
        return 'Mã này đã hết lượt sử dụng';
      case 'already_used':
        return 'Bạn đã sử dụng mã này rồi';
      case 'members_only':
        return 'Mã này dành cho thành viên: hãy đăng nhập để sử dụng';
      case 'tier':
        return 'Mã này không dành cho hạng thành viên của bạn';
    }
  },
};

const PRICE_CHANGED: Texts<[string, string, string]> = {
  en: (name, before, now) => `The price of ${name} changed from ${before} to ${now}`,
  ar: (name, before, now) => `تغيّر سعر ${name} من ${before} إلى ${now}`,
  'zh-hans': (name, before, now) => `${name} 的价格已从 ${before} 变为 ${now}`,
  vi: (name, before, now) => `Giá của ${name} đã thay đổi từ ${before} thành ${now}`,
};

const QUANTITY_REDUCED: Texts<[string, number, number]> = {
  en: (name, before, now) => `Only ${now} left of ${name}: the quantity went from ${before} to ${now}`,
  ar: (name, before, now) => `لم يتبقَّ سوى ${now} من ${name}: تغيّرت الكمية من ${before} إلى ${now}`,
  'zh-hans': (name, before, now) => `${name} 仅剩 ${now} 件：数量已从 ${before} 调整为 ${now}`,
  vi: (name, before, now) => `Chỉ còn ${now} sản phẩm ${name}: số lượng đã đổi từ ${before} thành ${now}`,
};

const REMOVED_SOLD_OUT: Texts<[string]> = {
  en: (name) => `${name} is sold out and was removed from your cart`,
  ar: (name) => `نفدت كمية ${name} وتمت إزالته من سلتك`,
  'zh-hans': (name) => `${name} 已售罄，已从购物车中移除`,
  vi: (name) => `${name} đã hết hàng và đã được xóa khỏi giỏ hàng`,
};

const REMOVED_WITHDRAWN: Texts<[string]> = {
  en: (name) => `${name} is no longer sold and was removed from your cart`,
  ar: (name) => `لم يعد ${name} متاحًا للبيع وتمت إزالته من سلتك`,
  'zh-hans': (name) => `${name} 已停售，已从购物车中移除`,
  vi: (name) => `${name} không còn được bán và đã được xóa khỏi giỏ hàng`,
};

const PROMO_REMOVED: Texts<[string, string]> = {
  en: (code, why) => `Code ${code} was removed: ${why}`,
  ar: (code, why) => `تمت إزالة الرمز ${code}: ${why}`,
  'zh-hans': (code, why) => `优惠码 ${code} 已移除：${why}`,
  vi: (code, why) => `Mã ${code} đã bị gỡ: ${why}`,
};

const PROMO_NOT_CARRIED: Texts<[string, string]> = {
  en: (code, kept) => `Code ${code} was not carried over: your cart already has code ${kept}`,
  ar: (code, kept) => `لم يُنقل الرمز ${code}: سلتك تحتوي بالفعل على الرمز ${kept}`,
  'zh-hans': (code, kept) => `优惠码 ${code} 未转入：你的购物车已有优惠码 ${kept}`,
  vi: (code, kept) => `Mã ${code} không được chuyển sang: giỏ hàng của bạn đã có mã ${kept}`,
};

const SHIPPING_UNAVAILABLE: Texts<[string]> = {
  en: (method) => `${method} is not available in your country: please choose a delivery method again`,
  ar: (method) => `${method} غير متاح في بلدك: يرجى اختيار طريقة التوصيل مرة أخرى`,
  'zh-hans': (method) => `${method} 在你所在的国家或地区不可用，请重新选择配送方式`,
  vi: (method) => `${method} không khả dụng tại quốc gia của bạn: vui lòng chọn lại phương thức giao hàng`,
};

const SHIPPING_NOT_HERE: Texts<[]> = {
  en: () => 'This delivery method is not available in your country',
  ar: () => 'طريقة التوصيل هذه غير متاحة في بلدك',
  'zh-hans': () => '此配送方式在你所在的国家或地区不可用',
  vi: () => 'Phương thức giao hàng này không khả dụng tại quốc gia của bạn',
};

/** The catalogue of shopper-facing sentences in one language. */
export function cartMessages(language: Language) {
  return {
    soldOut: SOLD_OUT[language],
    onlyLeft: ONLY_LEFT[language],
    allInCart: ALL_IN_CART[language],
    lineLimit: LINE_LIMIT[language],
    notSoldIn: NOT_SOLD_IN[language],
    freeGiftLocked: FREE_GIFT_LOCKED[language],
    unknownCode: UNKNOWN_CODE[language],
    refusal: REFUSALS[language],
    priceChanged: PRICE_CHANGED[language],
    quantityReduced: QUANTITY_REDUCED[language],
    removedSoldOut: REMOVED_SOLD_OUT[language],
    removedWithdrawn: REMOVED_WITHDRAWN[language],
    promoRemoved: PROMO_REMOVED[language],
    promoNotCarried: PROMO_NOT_CARRIED[language],
    shippingUnavailable: SHIPPING_UNAVAILABLE[language],
    shippingNotHere: SHIPPING_NOT_HERE[language],
  };
}

export type CartMessages = ReturnType<typeof cartMessages>;
