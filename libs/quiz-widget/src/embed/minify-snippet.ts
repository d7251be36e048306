/**
 * Shrinks `snippet.js` for the build (and the README): comments out, whitespace collapsed. Enough
 * for a file we write ourselves (no strings with spaces or punctuation in them, no regexes), and
 * far smaller than pulling a minifier into the config.
 */
export function minifySnippet(source: string): string {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*)/.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}()[\];,=.!|])\s*/g, '$1')
    .trim();
}
