import { L } from './localized';
import type { Localized, StoreCountryCode } from './types';

export interface Atelier {
  /** Short place name, e.g. for "Collect at our …". */
  readonly name: Localized;
  /** Postal address as printed on the shop (Latin script, as the post office expects it). */
  readonly address: string;
  /** Opening hours as shown to shoppers. */
  readonly hours: Localized;
  /**
   * Closing time in the shop's zone, 'HH:mm': a workshop session must end by then. Sessions start
   * until 19:00 (SPEC §9), so it is late enough for the longest class (150 minutes) to finish.
   */
  readonly closes: string;
}

const DAILY = L(
  'Daily, 10:30 to 21:30',
  'يومياً من 10:30 إلى 21:30',
  '每天 10:30 至 21:30',
  'Hằng ngày, 10:30 đến 21:30',
);
const CLOSES = '21:30';

/** Where shoppers self-collect orders and take workshops, per country. */
export const ateliers: Readonly<Record<StoreCountryCode, Atelier>> = {
  sg: {
    name: L('Haji Lane atelier', 'مشغل حاجي لين', '哈芝巷工作室', 'xưởng Haji Lane'),
    address: '38 Haji Lane, Singapore 189233',
    hours: DAILY,
    closes: CLOSES,
  },
  us: {
    name: L('SoHo studio, New York', 'استوديو سوهو، نيويورك', '纽约苏豪工作室', 'studio SoHo, New York'),
    address: '112 Greene Street, New York, NY 10012',
    hours: DAILY,
    closes: CLOSES,
  },
  vn: {
    name: L(
      'District 1 atelier, Ho Chi Minh City',
      'مشغل المنطقة 1، مدينة هو تشي منه',
      '胡志明市第一郡工作室',
      'xưởng Quận 1, TP. Hồ Chí Minh',
    ),
    address: '42 Đồng Khởi, Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    hours: DAILY,
    closes: CLOSES,
  },
  kr: {
    name: L('Seongsu studio, Seoul', 'استوديو سيونغسو، سيول', '首尔圣水洞工作室', 'studio Seongsu, Seoul'),
    address: '17 Yeonmujang-gil, Seongdong-gu, Seoul 04782',
    hours: DAILY,
    closes: CLOSES,
  },
  ae: {
    name: L(
      'Alserkal Avenue studio, Dubai',
      'استوديو السركال أفنيو، دبي',
      '迪拜 Alserkal 大道工作室',
      'studio Alserkal Avenue, Dubai',
    ),
    address: 'Warehouse 45, Alserkal Avenue, Al Quoz 1, Dubai',
    hours: DAILY,
    closes: CLOSES,
  },
};
