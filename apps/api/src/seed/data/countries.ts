import type { SeedCountry } from './types';

export const countries: readonly SeedCountry[] = [
  {
    code: 'sg',
    name: { en: 'Singapore', ar: 'سنغافورة', 'zh-hans': '新加坡', vi: 'Singapore' },
    defaultLanguage: 'en',
    languages: ['en', 'zh-hans'],
    currency: 'SGD',
    timeZone: 'Asia/Singapore',
    order: 0,
  },
  {
    code: 'us',
    name: { en: 'United States', ar: 'الولايات المتحدة', 'zh-hans': '美国', vi: 'Hoa Kỳ' },
    defaultLanguage: 'en',
    languages: ['en'],
    currency: 'USD',
    timeZone: 'America/New_York',
    order: 1,
  },
  {
    code: 'vn',
    name: { en: 'Vietnam', ar: 'فيتنام', 'zh-hans': '越南', vi: 'Việt Nam' },
    defaultLanguage: 'vi',
    languages: ['vi', 'en'],
    currency: 'VND',
    timeZone: 'Asia/Ho_Chi_Minh',
    order: 2,
  },
  {
    code: 'kr',
    name: { en: 'South Korea', ar: 'كوريا الجنوبية', 'zh-hans': '韩国', vi: 'Hàn Quốc' },
    defaultLanguage: 'en',
    languages: ['en'],
    currency: 'KRW',
    timeZone: 'Asia/Seoul',
    order: 3,
  },
  {
    code: 'ae',
    name: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة', 'zh-hans': '阿联酋', vi: 'Các Tiểu vương quốc Ả Rập Thống nhất' },
    defaultLanguage: 'ar',
    languages: ['ar', 'en'],
    currency: 'AED',
    timeZone: 'Asia/Dubai',
    order: 4,
  },
];
