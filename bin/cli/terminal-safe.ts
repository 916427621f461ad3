/**
 * Makes one line of text output safe for a terminal. Every string a server sends is hostile: an
 * escape sequence can set the window title, clear the screen, hide text or add a hyperlink, a
 * carriage return or a newline can overwrite or fake a line ("0 errors"), and bidirectional
 * controls can reorder what is shown. So every C0 and C1 control (tab, newline and carriage
 * return included: the caller joins lines itself), DEL, the Unicode line and paragraph separators
 * and the bidirectional embedding, override and isolate controls are written as visible escapes
 * (`\x1b`, `\n`, `\u202e`). Other text, including every printable Unicode character, is unchanged.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function terminalSafe(line: string): string {
  return line.replace(UNSAFE, (ch) => {
    const named = NAMED[ch];
    if (named) return named;
    const code = ch.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Lines joined for output, each made safe (see terminalSafe), ending with a newline. */
export function terminalLines(lines: readonly string[]): string {
  return `${lines.map(terminalSafe).join('\n')}\n`;
}
