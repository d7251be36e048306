import type { Language } from '@atelier/commerce/paths';
import { catalogues, type WidgetCatalogue } from './catalogues';

/** Dotted paths to the strings of a catalogue, e.g. `quiz.result.heading`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type WidgetTextKey = Leaves<WidgetCatalogue>;
export type TextValues = Record<string, string | number>;
export type Translate = (key: WidgetTextKey, values?: TextValues) => string;

/**
 * A small lookup with `{{name}}` interpolation instead of i18next: the widget page has a tight
 * JavaScript budget on partner sites, and the widgets need nothing more. Values are inserted as
 * text (React escapes them), never as markup. A key missing in a language falls back to English.
 */
export function translatorFor(language: Language): Translate {
  return (key, values) => {
    const text = lookup(catalogues[language], key) ?? lookup(catalogues.en, key) ?? key;
    return values ? text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => String(values[name] ?? all)) : text;
  };
}

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
