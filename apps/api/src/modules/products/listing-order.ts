import type { Language } from '@atelier/commerce/enums';
import { languageTag } from '@atelier/commerce/paths';
import type { LocalizedText } from '../../db/schema/localized';
import { localize } from '../pricing';

export type ListingSort = 'relevance' | 'featured' | 'newest' | 'price_asc' | 'price_desc' | 'name';

export interface ListingEntry {
  id: number;
  name: LocalizedText;
  featuredRank: number;
  createdAt: Date;
  price: number;
  /** How well it matches a search (higher first); 0 without one. */
  rank: number;
}

/**
 * Comparator of a listing sort. Every order ends with the featured order (rank, then id), so
 * equal prices or names keep a stable, shop-chosen order and pages never overlap.
 */
export function listingComparator(sort: ListingSort, language: Language) {
  const featured = (a: ListingEntry, b: ListingEntry) => a.featuredRank - b.featuredRank || a.id - b.id;
  switch (sort) {
    case 'relevance':
      return (a: ListingEntry, b: ListingEntry) => b.rank - a.rank || featured(a, b);
    case 'newest':
      return (a: ListingEntry, b: ListingEntry) =>
        b.createdAt.getTime() - a.createdAt.getTime() || featured(a, b);
    case 'price_asc':
      return (a: ListingEntry, b: ListingEntry) => a.price - b.price || featured(a, b);
    case 'price_desc':
      return (a: ListingEntry, b: ListingEntry) => b.price - a.price || featured(a, b);
    case 'name': {
      // Names sort by the rules of the shopper's language (Vietnamese diacritics, pinyin order).
      const collator = new Intl.Collator(languageTag(language), { sensitivity: 'base', numeric: true });
      return (a: ListingEntry, b: ListingEntry) =>
        collator.compare(localize(a.name, language), localize(b.name, language)) || featured(a, b);
    }
    default:
      return featured;
  }
}
