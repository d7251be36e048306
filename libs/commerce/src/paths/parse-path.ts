import type { Language } from '../enums/languages';
import { isCountrySegment, isLanguage } from '../validation/path-segments';
import {
  BUSINESS_BASE_SEGMENT,
  DRAFT_SEGMENT,
  LANGUAGE_LIKE_SEGMENT,
  type PathArea,
} from './special-segments';

export interface ParsedPath {
  readonly ok: true;
  readonly country: string;
  /** null when the path has no language segment: the country's default language applies. */
  readonly language: Language | null;
  /** Segments after country and language, percent-decoded. */
  readonly rest: readonly string[];
  readonly area: PathArea;
  readonly draft: boolean;
}

export interface InvalidPath {
  readonly ok: false;
  /** Which segment is bad: the first ('country') or the second ('language'). */
  readonly invalid: 'country' | 'language';
  /** The offending raw segment; '' when the path has no segments at all. */
  readonly segment: string;
}

export type PathParseResult = ParsedPath | InvalidPath;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Malformed escapes are kept as typed; the page lookup then simply finds nothing.
    return segment;
  }
}

/**
 * Reads `/{cc}/{lang?}/...` (SPEC §2). Tolerates a query or hash on the input, empty segments ('//')
 * and a trailing slash. The country must be two lower-case letters; the second segment is a language
 * when it is an accepted one, invalid when it only looks like a language tag ('fr', 'EN', 'zh-hant'),
 * and otherwise the start of `rest`.
 */
export function parsePath(pathname: string): PathParseResult {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const [country, ...afterCountry] = path.split('/').filter((segment) => segment !== '');
  if (country === undefined || !isCountrySegment(country)) {
    return { ok: false, invalid: 'country', segment: country ?? '' };
  }
  let language: Language | null = null;
  let restRaw = afterCountry;
  const second = afterCountry[0];
  if (second !== undefined) {
    if (isLanguage(second)) {
      language = second;
      restRaw = afterCountry.slice(1);
    } else if (LANGUAGE_LIKE_SEGMENT.test(second)) {
      return { ok: false, invalid: 'language', segment: second };
    }
  }
  const rest = restRaw.map(decodeSegment);
  return {
    ok: true,
    country,
    language,
    rest,
    area: rest[0] === BUSINESS_BASE_SEGMENT ? 'business' : 'store',
    draft: rest.includes(DRAFT_SEGMENT),
  };
}

/**
 * Which app serves the path. Invalid paths belong to the store, which owns the not-found page, so the
 * server never has to special-case them.
 */
export function areaOf(pathname: string): PathArea {
  const parsed = parsePath(pathname);
  return parsed.ok ? parsed.area : 'store';
}

/** Whether the path asks for draft CMS pages (see DRAFT_SEGMENT); false for invalid paths. */
export function isDraftPath(pathname: string): boolean {
  const parsed = parsePath(pathname);
  return parsed.ok && parsed.draft;
}
