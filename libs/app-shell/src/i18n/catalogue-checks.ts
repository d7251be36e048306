import { flattenCatalogue, placeholdersOf } from './flatten-catalogue';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The keys of a catalogue as the code asks for them: i18next's plural forms (`items_one`,
 * `items_few`, …) under their base key (`items`, looked up with a `count`), each once. Languages
 * have different plural forms (Arabic six, Chinese one), so completeness is checked on these.
 */
export function baseKeysOf(flat: Map<string, string>): string[] {
  return [...new Set([...flat.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

/**
 * Plural keys missing a form the language needs (`Intl.PluralRules`' categories: `ar` zero, one,
 * two, few, many, other; `zh-Hans` other), or holding one it never uses; empty when complete.
 */
export function pluralProblems(flat: Map<string, string>, languageTag: string): string[] {
  const needed = new Intl.PluralRules(languageTag).resolvedOptions().pluralCategories;
  const forms = new Map<string, Set<string>>();
  for (const key of flat.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    forms.set(base, (forms.get(base) ?? new Set()).add(match[1]!));
  }
  const problems: string[] = [];
  for (const [base, have] of forms) {
    for (const form of needed) if (!have.has(form)) problems.push(`${base}_${form} is missing`);
    // `_zero` is i18next's own: used for a count of 0 in any language that has it.
    for (const form of have) {
      if (form !== 'zero' && !needed.includes(form as Intl.LDMLPluralRule)) problems.push(`${base}_${form} is never used`);
    }
  }
  return problems.sort();
}

const sameList = (a: string[], b: string[]) => a.join() === b.join();

/**
 * What keeps a translated catalogue from reading right beside the reference (English), as a list
 * of sentences (empty when complete), for the apps' completeness tests:
 * - the same keys as the code asks for them (plural forms counted under their base key);
 * - no empty text;
 * - the reference's `{{placeholders}}` kept (a plural form may leave out the count, as Arabic's
 *   "one" and "two" say the number in the word; it may use no other);
 * - every plural form the language needs (pluralProblems), in both catalogues.
 */
export function catalogueProblems(reference: object, catalogue: object, languageTag: string): string[] {
  const expected = flattenCatalogue(reference);
  const actual = flattenCatalogue(catalogue);
  const problems: string[] = [];
  const expectedBases = new Set(baseKeysOf(expected));
  const actualBases = new Set(baseKeysOf(actual));
  for (const key of expectedBases) if (!actualBases.has(key)) problems.push(`${key} is missing`);
  for (const key of actualBases) if (!expectedBases.has(key)) problems.push(`${key} is not in the reference`);
  for (const [key, text] of actual) {
    if (!text.trim()) problems.push(`${key} is empty`);
    const plural = PLURAL_SUFFIX.exec(key);
    const referenceText = plural
      ? expected.get(`${key.slice(0, plural.index)}_other`)
      : expected.get(key);
    if (referenceText === undefined) continue;
    const wanted = placeholdersOf(referenceText);
    const used = placeholdersOf(text);
    const fits = plural ? used.every((name) => wanted.includes(name)) : sameList(used, wanted);
    if (!fits) problems.push(`${key} has {{${used.join('}}, {{')}}} where the reference has {{${wanted.join('}}, {{')}}}`);
  }
  problems.push(...pluralProblems(actual, languageTag));
  return problems;
}
