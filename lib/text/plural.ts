/**
 * The word for `count` things: `one` for exactly 1, else `many` (default `one` + "s"). For a mass
 * noun pass the same word twice (`pluralWord(n, 'info', 'info')`).
 */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** A count with its word: "1 call", "2 calls", "0 calls"; "1 info", "2 info" with `many` = "info". */
export function plural(count: number, one: string, many?: string): string {
  return `${count} ${pluralWord(count, one, many)}`;
}
