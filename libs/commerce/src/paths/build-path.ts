import type { Language } from '../enums/languages';
import { isCountrySegment, isLanguage } from '../validation/path-segments';
import { LANGUAGE_LIKE_SEGMENT } from './special-segments';

export interface PathParts {
  readonly country: string;
  readonly language?: Language | null;
  /** Unencoded segments ('scent diary' becomes 'scent%20diary'). */
  readonly rest?: readonly string[];
}

/** Joins unencoded segments into an encoded path tail ('' when there are none). */
export function encodeRest(rest: readonly string[]): string {
  return rest
    .map((segment) => {
      if (typeof segment !== 'string' || segment === '')
        throw new RangeError('Path segments must be non-empty strings');
      return `/${encodeURIComponent(segment)}`;
    })
    .join('');
}

/**
 * The inverse of parsePath: '/sg', '/sg/zh-hans/cart', never a trailing slash. Throws on an invalid
 * country or language, on empty segments, and when there is no language but the first segment would be
 * read back as one (['en'] or ['fr']), so buildPath(parsePath(p)) always round-trips.
 */
export function buildPath({ country, language = null, rest = [] }: PathParts): string {
  if (!isCountrySegment(country)) throw new RangeError(`"${String(country)}" is not a country segment`);
  if (language !== null && !isLanguage(language)) {
    throw new RangeError(`"${String(language)}" is not an accepted language`);
  }
  const first = rest[0];
  if (language === null && first !== undefined && LANGUAGE_LIKE_SEGMENT.test(first)) {
    throw new RangeError(
      `First segment "${first}" would be read as a language; pass a language or rename it`,
    );
  }
  return `/${country}${language === null ? '' : `/${language}`}${encodeRest(rest)}`;
}
