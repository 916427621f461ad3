/**
 * Words as a POSIX shell reads them back: plain words as they are, anything else in single quotes
 * (a URL with `&` or `?`, a path with spaces). Used to print commands a person can paste.
 */
export function shellWords(words: readonly string[]): string {
  return words
    .map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`))
    .join(' ');
}
