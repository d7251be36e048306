type Tree = { [key: string]: string | Tree };

/** Values for a text's `{{placeholders}}`. */
export type TextValues = Record<string, unknown>;

/**
 * One language's texts and their lookup: the part of i18next the apps use — dotted keys into
 * nested catalogues and `{{name}}` placeholders, unescaped (React escapes what it renders) — in
 * well under 1 KB where i18next weighs ≈ 15 KB gzip on every first load (docs/performance.md,
 * "Page weight"). It answers as i18next does for these: a missing key gives the key back, a
 * placeholder whose name is not among the values stays as it is, one given as null or undefined
 * becomes empty. Plurals (`_one`/`_other` keys), nesting (`$t(...)`) and formats (`{{n, number}}`)
 * are not supported: the completeness tests check that no catalogue uses them.
 */
export interface Texts {
  /** The BCP-47 tag (`zh-Hans`), as i18next's `language`. */
  readonly language: string;
  /** The text at a dotted key with its placeholders filled; the key itself when there is none. */
  readonly t: (key: string, values?: TextValues) => string;
  /** Adds texts, merged deeply into those already in (areas may share a top-level key). */
  add(texts: object): void;
  /** Every text added so far. */
  all(): Tree;
}

const PLACEHOLDER = /{{(.+?)}}/g;

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

function merge(into: Tree, from: Tree): void {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (typeof value !== 'string' && current !== undefined && typeof current !== 'string') merge(current, value);
    else into[key] = typeof value === 'string' ? value : structuredClone(value);
  }
}

export function createTexts(language: string): Texts {
  const tree: Tree = {};
  const fill = (text: string, values: TextValues) =>
    text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const trimmed = name.trim();
      if (!Object.hasOwn(values, trimmed)) return placeholder;
      const value = values[trimmed];
      return value === undefined || value === null ? '' : String(value);
    });
  return {
    language,
    t: (key, values) => {
      const text = lookup(tree, key);
      if (text === undefined) return key;
      return values ? fill(text, values) : text;
    },
    add: (texts) => merge(tree, texts as Tree),
    all: () => tree,
  };
}
