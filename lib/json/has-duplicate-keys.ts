/**
 * Quick check for repeated property names in text that `JSON.parse` accepted, without building a tree:
 * the text holds one property-name token per member written, while the parsed value keeps one
 * property per distinct name, so the two counts differ exactly when some object repeats a name.
 *
 * Precondition: `JSON.parse(text)` succeeded and returned `value` (the result is meaningless otherwise).
 * `propertyNames`, when the caller counted them already (buildJsonOutline does), spares the text walk.
 * Cost: one `indexOf` walk over the strings of the text plus one walk over the value; no recursion, so
 * any nesting depth works.
 */
export function hasDuplicateKeys(
  text: string,
  value: unknown,
  propertyNames: number = countPropertyNameTokens(text),
): boolean {
  return propertyNames !== countOwnKeys(value);
}

/** Counts strings followed (after optional whitespace) by a colon: in valid JSON, exactly the property names. */
function countPropertyNameTokens(text: string): number {
  let count = 0;
  // Outside strings, valid JSON has no quote characters, so every quote found from here on opens a string.
  let open = text.indexOf('"');
  while (open !== -1) {
    let close = text.indexOf('"', open + 1);
    // A quote preceded by an odd number of backslashes is escaped and does not end the string.
    while (close !== -1 && isEscaped(text, close)) close = text.indexOf('"', close + 1);
    if (close === -1) break;
    let next = close + 1;
    let code = text.charCodeAt(next);
    while (code === 32 || code === 10 || code === 13 || code === 9) code = text.charCodeAt(++next);
    if (code === 58) count++;
    open = text.indexOf('"', next);
  }
  return count;
}

function isEscaped(text: string, quote: number): boolean {
  let backslashes = 0;
  for (let i = quote - 1; text.charCodeAt(i) === 92; i--) backslashes++;
  return backslashes % 2 === 1;
}

function countOwnKeys(value: unknown): number {
  let count = 0;
  const pending: object[] = [];
  if (typeof value === 'object' && value !== null) pending.push(value);
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) {
        const item: unknown = current[i];
        if (typeof item === 'object' && item !== null) pending.push(item);
      }
      continue;
    }
    // for…in with an own-property test, not Object.keys: no array of names per object, which
    // made this walk cost a quarter of JSON.parse on a big document.
    for (const key in current) {
      if (!Object.hasOwn(current, key)) continue;
      count++;
      const member = (current as Record<string, unknown>)[key];
      if (typeof member === 'object' && member !== null) pending.push(member);
    }
  }
  return count;
}
