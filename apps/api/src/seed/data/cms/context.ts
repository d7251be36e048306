import type { Language } from '@atelier/commerce/enums';
import { formatMoney } from '@atelier/commerce/money';
import { ateliers } from '../ateliers';
import { countries } from '../countries';
import { currencies } from '../currencies';
import { giftCardValues } from '../gift-cards';
import { L } from '../localized';
import { shippingRules } from '../shipping-rules';
import type {
  Localized,
  SeedCmsBlock,
  SeedCountry,
  SeedCurrency,
  SeedShippingRule,
  StoreCountryCode,
  StoreCurrencyCode,
} from '../types';

const CURRENCY_NAMES: Readonly<Record<StoreCurrencyCode, Localized>> = {
  SGD: L('Singapore dollars', 'الدولار السنغافوري', '新加坡元', 'đô la Singapore'),
  USD: L('US dollars', 'الدولار الأمريكي', '美元', 'đô la Mỹ'),
  VND: L('Vietnamese dong', 'الدونغ الفيتنامي', '越南盾', 'đồng Việt Nam'),
  KRW: L('South Korean won', 'الوون الكوري الجنوبي', '韩元', 'won Hàn Quốc'),
  AED: L('UAE dirhams', 'الدرهم الإماراتي', '阿联酋迪拉姆', 'dirham UAE'),
};

/** What a page's text depends on: the country (currency, delivery, atelier) in one language. */
export interface PageContext {
  readonly country: SeedCountry;
  readonly language: Language;
  /** The country's name in the page language. */
  readonly countryName: string;
  /** The country names of every shop country, in the page language. */
  readonly allCountryNames: readonly string[];
  readonly currency: SeedCurrency;
  /** The currency's name in the page language. */
  readonly currencyName: string;
  /** Formats minor units of the country's currency, e.g. S$80.00, 1.500.000₫, AED 250.00. */
  readonly money: (minor: number) => string;
  readonly selfCollect: SeedShippingRule;
  readonly express: SeedShippingRule;
  readonly standard: SeedShippingRule & { readonly freeOverMinor: number };
  readonly atelier: { readonly name: string; readonly address: string; readonly hours: string };
  /** Gift card face values in the country's currency, formatted. */
  readonly giftCardValues: readonly string[];
}

export interface PageContent {
  readonly title: string;
  readonly seoDescription: string;
  readonly blocks: readonly SeedCmsBlock[];
}

/** The four published pages, written once per language and parametrized by country. */
export interface LanguagePages {
  readonly home: (ctx: PageContext) => PageContent;
  readonly 'terms-conditions': (ctx: PageContext) => PageContent;
  readonly 'shipping-information': (ctx: PageContext) => PageContent;
  readonly faq: (ctx: PageContext) => PageContent;
}

export type PublishedSlug = keyof LanguagePages;

function rule(country: StoreCountryCode, method: SeedShippingRule['method']): SeedShippingRule {
  const found = shippingRules.find((r) => r.country === country && r.method === method);
  if (!found) throw new Error(`No ${method} shipping rule for ${country}`);
  return found;
}

export function pageContext(country: SeedCountry, language: Language): PageContext {
  const currency = currencies.find((c) => c.code === country.currency);
  if (!currency) throw new Error(`Unknown currency ${country.currency}`);
  const display = { code: currency.code, symbol: currency.symbol, is_left: currency.isLeft };
  const money = (minor: number) => formatMoney(minor, display);
  const standard = rule(country.code, 'standard');
  if (standard.freeOverMinor === null) throw new Error(`Standard shipping of ${country.code} has no free threshold`);
  const atelier = ateliers[country.code];
  return {
    country,
    language,
    countryName: country.name[language],
    allCountryNames: countries.map((c) => c.name[language]),
    currency,
    currencyName: CURRENCY_NAMES[currency.code][language],
    money,
    selfCollect: rule(country.code, 'self-collect'),
    express: rule(country.code, 'express'),
    standard: { ...standard, freeOverMinor: standard.freeOverMinor },
    atelier: { name: atelier.name[language], address: atelier.address, hours: atelier.hours[language] },
    giftCardValues: giftCardValues[currency.code].map(money),
  };
}
