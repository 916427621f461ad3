/** Joins class names, skipping falsy ones. Class order is left to the formatter. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
