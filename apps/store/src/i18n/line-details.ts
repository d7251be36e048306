/** A line's chosen options ("Size: 100ml, Label: Mei"), with each script's own punctuation. */
export interface LineOption {
  readonly name: string;
  readonly value: string;
}

// Arabic separates with its own comma (، ); Chinese uses full-width colon and semicolon.
const PUNCTUATION: Readonly<Record<string, readonly [colon: string, separator: string]>> = {
  ar: [': ', '، '],
  'zh-hans': ['：', '；'],
};

export function lineDetails(options: readonly LineOption[], language: string): string {
  const [colon, separator] = PUNCTUATION[language.toLowerCase()] ?? [': ', ', '];
  return options.map((option) => `${option.name}${colon}${option.value}`).join(separator);
}
