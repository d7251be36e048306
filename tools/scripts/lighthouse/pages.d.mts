import type { Waiver } from './report.mjs';

export interface Market {
  country: string;
  language: string;
  currency: string;
}

export const LOCALES: { lang: string; prefix: string; market: Market }[];
export const PRODUCT: { type: string; slug: string };
export const PAGES: { page: string; path: string; withCartItem?: boolean; note?: string }[];
export const WAIVERS: Waiver[];

export interface PageTarget {
  page: string;
  lang: string;
  url: string;
  withCartItem: boolean;
  market: Market;
  note?: string;
}

export function pageTargets(
  baseUrl: string,
  options?: { only?: string[] | null; langs?: string[] | null },
): PageTarget[];
