import { shippingMethodName, type ShippingMethodCode } from '@atelier/commerce/enums';
import { ateliers } from './ateliers';
import { L } from './localized';
import type { Localized, SeedShippingRule, StoreCountryCode, StoreCurrencyCode } from './types';

interface CountryShipping {
  readonly currency: StoreCurrencyCode;
  readonly express: { readonly price: number; readonly minDays: number; readonly maxDays: number };
  readonly standard: {
    readonly price: number;
    readonly freeOver: number;
    readonly minDays: number;
    readonly maxDays: number;
  };
}

/** Prices in minor units of the country's currency (VND and KRW: whole units). */
const BY_COUNTRY: Readonly<Record<StoreCountryCode, CountryShipping>> = {
  sg: {
    currency: 'SGD',
    express: { price: 1200, minDays: 1, maxDays: 1 },
    standard: { price: 500, freeOver: 8000, minDays: 2, maxDays: 4 },
  },
  us: {
    currency: 'USD',
    express: { price: 2500, minDays: 2, maxDays: 3 },
    standard: { price: 1000, freeOver: 10000, minDays: 5, maxDays: 10 },
  },
  vn: {
    currency: 'VND',
    express: { price: 150_000, minDays: 2, maxDays: 4 },
    standard: { price: 50_000, freeOver: 1_500_000, minDays: 5, maxDays: 9 },
  },
  kr: {
    currency: 'KRW',
    express: { price: 25_000, minDays: 2, maxDays: 3 },
    standard: { price: 8_000, freeOver: 100_000, minDays: 4, maxDays: 7 },
  },
  ae: {
    currency: 'AED',
    express: { price: 4500, minDays: 2, maxDays: 3 },
    standard: { price: 2000, freeOver: 25000, minDays: 4, maxDays: 7 },
  },
};

const NAMES: Readonly<Record<ShippingMethodCode, Localized>> = {
  'self-collect': L('Self Collect', 'الاستلام الذاتي', '到店自取', 'Tự đến lấy'),
  express: L('Express delivery', 'توصيل سريع', '快递配送', 'Giao hàng nhanh'),
  standard: L('Standard delivery', 'توصيل عادي', '标准配送', 'Giao hàng tiêu chuẩn'),
};

function selfCollectDescription(country: StoreCountryCode): Localized {
  const { name, address } = ateliers[country];
  return L(
    `Collect at our ${name.en}, ${address}. Ready the next working day; we e-mail you when it is.`,
    `استلم طلبك من ${name.ar}، ${address}. يكون جاهزاً في يوم العمل التالي، وسنرسل لك بريداً إلكترونياً عند جاهزيته.`,
    `请到${name['zh-hans']}（${address}）取货。下一个工作日即可备妥，届时我们会发送电子邮件通知你。`,
    `Nhận hàng tại ${name.vi}, ${address}. Hàng sẵn sàng vào ngày làm việc tiếp theo; chúng tôi sẽ gửi email khi hàng đã sẵn sàng.`,
  );
}

const EXPRESS_DESCRIPTION = L(
  'Tracked courier delivery, signature on arrival. Orders placed before 14:00 leave the same day.',
  'توصيل عبر شركة شحن مع التتبع والتوقيع عند الاستلام. الطلبات المقدمة قبل الساعة 14:00 تُشحن في اليوم نفسه.',
  '全程追踪的快递配送，签收确认。14:00 前下单，当天发货。',
  'Giao bằng chuyển phát có theo dõi, ký nhận khi giao. Đơn đặt trước 14:00 được gửi đi trong ngày.',
);

const STANDARD_DESCRIPTION = L(
  'Tracked delivery by post, free above the threshold shown.',
  'توصيل بريدي مع التتبع، مجاني فوق الحد الموضّح.',
  '可追踪的邮政配送，订单满指定金额即可免运费。',
  'Giao qua bưu điện có theo dõi, miễn phí khi đơn hàng vượt mức hiển thị.',
);

export const shippingRules: readonly SeedShippingRule[] = (
  Object.entries(BY_COUNTRY) as [StoreCountryCode, CountryShipping][]
).flatMap(([country, rules]) => [
  {
    country,
    method: 'self-collect',
    methodName: shippingMethodName('self-collect'),
    name: NAMES['self-collect'],
    description: selfCollectDescription(country),
    currency: rules.currency,
    priceMinor: 0,
    freeOverMinor: null,
    minDays: 1,
    maxDays: 1,
    order: 0,
  },
  {
    country,
    method: 'express',
    methodName: shippingMethodName('express'),
    name: NAMES.express,
    description: EXPRESS_DESCRIPTION,
    currency: rules.currency,
    priceMinor: rules.express.price,
    freeOverMinor: null,
    minDays: rules.express.minDays,
    maxDays: rules.express.maxDays,
    order: 1,
  },
  {
    country,
    method: 'standard',
    methodName: shippingMethodName('standard'),
    name: NAMES.standard,
    description: STANDARD_DESCRIPTION,
    currency: rules.currency,
    priceMinor: rules.standard.price,
    freeOverMinor: rules.standard.freeOver,
    minDays: rules.standard.minDays,
    maxDays: rules.standard.maxDays,
    order: 2,
  },
]);
