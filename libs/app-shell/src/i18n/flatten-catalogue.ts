type Tree = { [key: string]: string | Tree };

/** A catalogue as `dotted.key → text`, for completeness checks between languages. */
export function flattenCatalogue(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [child, text] of flattenCatalogue(value, path)) out.set(child, text);
  }
  return out;
}

/** The `{{placeholders}}` of a text, sorted, so translations can be checked to keep them all. */
export const placeholdersOf = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]!).sort();
