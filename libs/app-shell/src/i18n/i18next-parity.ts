import { createInstance } from 'i18next';
import { flattenCatalogue, placeholdersOf } from './flatten-catalogue';
import { createTexts } from './texts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const FORMAT = /{{[^}]*,[^}]*}}/;

/**
 * Where the texts runtime (texts.ts) would show a catalogue differently from i18next, configured
 * as the apps had it (no escaping): every key looked up without values and with a sample value for
 * each placeholder (`count` a number). The runtime implements only what the catalogues use; this
 * keeps it that way: i18next features such as `$t(...)` nesting show up as a difference, plural keys
 * (`key_one`, `key_other`) and formats (`{{value, number}}`) are reported by name. For the apps'
 * completeness tests; empty when the two agree.
 */
export function differencesFromI18next(catalogue: object, languageTag: string): string[] {
  const i18next = createInstance();
  void i18next.init({
    lng: languageTag,
    resources: { [languageTag]: { translation: catalogue as Record<string, string> } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Untyped: the keys are whatever the catalogue holds, not the apps' typed ones.
  const reference = i18next.t as unknown as (key: string, values?: object) => string;
  const texts = createTexts(languageTag);
  texts.add(catalogue);
  const differences: string[] = [];
  for (const [key, text] of flattenCatalogue(catalogue)) {
    if (PLURAL_SUFFIX.test(key)) differences.push(`${key}: plural keys are not supported`);
    if (FORMAT.test(text)) differences.push(`${key}: formats are not supported`);
    const values = Object.fromEntries(
      placeholdersOf(text).map((name) => [name, name === 'count' ? 2 : `«${name}»`]),
    );
    for (const given of [undefined, values]) {
      const expected = reference(key, given);
      const actual = texts.t(key, given);
      if (actual !== expected) differences.push(`${key}: "${actual}" where i18next shows "${expected}"`);
    }
  }
  return differences;
}
