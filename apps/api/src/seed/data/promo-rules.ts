import { L } from './localized';
import type { SeedPromoRule } from './types';

/** Multi-buy price rules per product type (GET /api/promo-rules/modify/?type=…). */
export const promoRules: readonly SeedPromoRule[] = [
  {
    key: 'bespoke-pair',
    type: 'perfume_diy',
    name: L(
      'Two bespoke perfumes, 10% off',
      'عطران حسب الطلب بخصم 10%',
      '定制香水两瓶享 9 折',
      'Hai chai nước hoa thiết kế riêng, giảm 10%',
    ),
    description: L(
      'Make two or more bespoke perfumes in one order and save 10% on each.',
      'اصنع عطرين أو أكثر حسب الطلب في طلب واحد ووفّر 10% على كل منها.',
      '同一订单定制两瓶或以上香水，每瓶均享 9 折。',
      'Thiết kế từ hai chai nước hoa trở lên trong một đơn hàng và tiết kiệm 10% mỗi chai.',
    ),
    minQuantity: 2,
    kind: 'percentage',
    percent: 10,
    amounts: null,
  },
  {
    key: 'candle-trio',
    type: 'single_candle',
    name: L('Three candles, 15% off', 'ثلاث شموع بخصم 15%', '任选三支蜡烛享 85 折', 'Ba cây nến, giảm 15%'),
    description: L(
      'Mix any three candles or more and save 15%.',
      'اختر أي ثلاث شموع أو أكثر ووفّر 15%.',
      '任意搭配三支或以上蜡烛，即享 85 折。',
      'Chọn bất kỳ ba cây nến trở lên và tiết kiệm 15%.',
    ),
    minQuantity: 3,
    kind: 'percentage',
    percent: 15,
    amounts: null,
  },
];
