import { ACCEPTED_LANGUAGES, type Language } from '@atelier/commerce/enums';
import type { SeedCountry } from './types';

/**
 * SPEC §2: the four path languages are accepted in every country, priced in the country's currency.
 * A country that should offer fewer lists them instead (its `languages` row is the configuration;
 * a path in another language is then a 404 and is left out of the alternate links).
 */
function allLanguages(defaultLanguage: Language): readonly Language[] {
  return [defaultLanguage, ...ACCEPTED_LANGUAGES.filter((language) => language !== defaultLanguage)];
}

export const countries: readonly SeedCountry[] = [
  {
    code: 'sg',
    name: { en: 'Singapore', ar: 'سنغافورة', 'zh-hans': '新加坡', vi: 'Singapore' },
    defaultLanguage: 'en',
    languages: allLanguages('en'),
    currency: 'SGD',
    timeZone: 'Asia/Singapore',
    order: 0,
  },
  {
    code: 'us',
    name: { en: 'United States', ar: 'الولايات المتحدة', 'zh-hans': '美国', vi: 'Hoa Kỳ' },
    defaultLanguage: 'en',
    languages: allLanguages('en'),
    currency: 'USD',
    timeZone: 'America/New_York',
    order: 1,
  },
  {
    code: 'vn',
    name: { en: 'Vietnam', ar: 'فيتنام', 'zh-hans': '越南', vi: 'Việt Nam' },
    defaultLanguage: 'vi',
    languages: allLanguages('vi'),
    currency: 'VND',
    timeZone: 'Asia/Ho_Chi_Minh',
    order: 2,
  },
  {
    code: 'kr',
    name: { en: 'South Korea', ar: 'كوريا الجنوبية', 'zh-hans': '韩国', vi: 'Hàn Quốc' },
    defaultLanguage: 'en',
    languages: allLanguages('en'),
    currency: 'KRW',
    timeZone: 'Asia/Seoul',
    order: 3,
  },
  {
    code: 'ae',
    name: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة', 'zh-hans': '阿联酋', vi: 'Các Tiểu vương quốc Ả Rập Thống nhất' },
    defaultLanguage: 'ar',
    languages: allLanguages('ar'),
    currency: 'AED',
    timeZone: 'Asia/Dubai',
    order: 4,
  },
];
