import { ACCEPTED_LANGUAGES } from '../enums/languages';

/** Languages accepted in paths (SPEC §2); the same list as ACCEPTED_LANGUAGES of ./enums. */
export const LANGUAGES = ACCEPTED_LANGUAGES;
export type { Language } from '../enums/languages';

export { BUSINESS_BASE_SEGMENT, DRAFT_SEGMENT, type PathArea } from './special-segments';
export {
  areaOf,
  isDraftPath,
  parsePath,
  type InvalidPath,
  type ParsedPath,
  type PathParseResult,
} from './parse-path';
export { buildPath, type PathParts } from './build-path';
export { OPEN_SANS_FONT_CLASS, fontClassFor, textDirection, type TextDirection } from './presentation';
export { hreflangFor, htmlLangAttr, languageTag } from './language-tags';
export {
  alternateLinks,
  canonicalLink,
  type AlternateLink,
  type LinkConfig,
  type LinkCountry,
  type PageLocation,
} from './page-links';
