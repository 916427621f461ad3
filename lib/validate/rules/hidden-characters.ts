import { defineRule } from '../rule';

/**
 * Invisible or direction-changing characters that can hide text from a human reviewer but not from
 * a model (a character class, for a `u`-flag RegExp). The one list: the rule and the editors'
 * hidden-character marks are both built from it.
 */
export const HIDDEN_CHARACTER_CLASS =
  '[\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\u3164\\uFEFF\\uFFA0\\u{E0000}-\\u{E007F}]';

const HIDDEN = new RegExp(HIDDEN_CHARACTER_CLASS, 'gu');

/**
 * A quick yes/no before collecting details: the same characters as one class without the `u` flag
 * (any U+DB40 lead surrogate stands in for the tag characters), which scans several times faster
 * than a `u`-flag search. Every model-facing string of a document passes through it.
 */
const ANY_HIDDEN = new RegExp(HIDDEN_CHARACTER_CLASS.replace('\\u{E0000}-\\u{E007F}', '\\uDB40'));

const EMOJI_BEFORE = /\p{Extended_Pictographic}\uFE0F?$|\p{Emoji_Modifier}$/u;
/** Letters of scripts that use joiners in ordinary spelling (Persian, Hindi…): anything but ASCII. */
const NON_ASCII_LETTER_BEFORE = /[^\P{L}A-Za-z]\p{M}*$/u;
const LETTER_AFTER = /^\p{L}/u;
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** A subdivision flag (🏴 + tag letters + cancel tag), e.g. Scotland's. */
const TAG_FLAG = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/**
 * Uses of these characters that ordinary text needs: a byte-order mark opening a file, joiners
 * inside emoji and in non-Latin spelling, direction marks in right-to-left text. They are skipped;
 * overrides, isolates, zero-width spaces and stray tag characters never are.
 */
function isOrdinaryUse(text: string, ch: string, index: number, rtl: boolean): boolean {
  if (ch === '\uFEFF') return index === 0;
  if (ch === '\u200D' || ch === '\u200C') {
    const before = text.slice(Math.max(0, index - 3), index);
    if (ch === '\u200D' && EMOJI_BEFORE.test(before)) return true;
    return NON_ASCII_LETTER_BEFORE.test(before) && LETTER_AFTER.test(text.slice(index + 1, index + 3));
  }
  if (ch === '\u200E' || ch === '\u200F' || ch === '\u061C') return rtl;
  return false;
}

/** "U+200B (zero-width)", "U+202E (bidirectional control)"…: how findings and the editors name a character. */
export function describeCharacter(ch: string): string {
  const cp = ch.codePointAt(0)!;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (cp >= 0xe0000 && cp <= 0xe007f) return `${hex} (tag character)`;
  if (
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2066 && cp <= 0x2069) ||
    cp === 0x061c ||
    cp === 0x200e ||
    cp === 0x200f
  )
    return `${hex} (bidirectional control)`;
  if (cp === 0xfeff || (cp >= 0x200b && cp <= 0x200d) || cp === 0x2060) return `${hex} (zero-width)`;
  return `${hex} (invisible)`;
}

/**
 * Whether the rule reports the hidden character `ch` found at `index` of `text` (a window around
 * it is enough: the decision looks a few characters either side and for right-to-left letters).
 */
export function isReportedHiddenCharacter(text: string, index: number, ch: string): boolean {
  if (isOrdinaryUse(text, ch, index, RTL_LETTER.test(text))) return false;
  const cp = ch.codePointAt(0)!;
  if (cp >= 0xe0020 && cp <= 0xe007f && text.includes('\u{1F3F4}')) {
    for (const flag of text.matchAll(TAG_FLAG)) {
      const start = flag.index ?? 0;
      if (start <= index && index < start + flag[0].length) return false;
    }
  }
  return true;
}

/** The hidden characters of `text`, each with its first index, at most `max` of them. */
export function findHiddenCharacters(text: string, max = 5): { char: string; index: number }[] {
  const found: { char: string; index: number }[] = [];
  if (!ANY_HIDDEN.test(text)) return found;
  const seen = new Set<string>();
  const rtl = RTL_LETTER.test(text);
  // Blank out subdivision flags (same length) so their tag characters are not reported.
  const scanned = text.includes('\u{1F3F4}')
    ? text.replace(TAG_FLAG, (flag) => ' '.repeat(flag.length))
    : text;
  for (const match of scanned.matchAll(HIDDEN)) {
    const index = match.index ?? 0;
    if (isOrdinaryUse(scanned, match[0], index, rtl)) continue;
    if (seen.has(match[0])) continue;
    seen.add(match[0]);
    found.push({ char: match[0], index });
    if (found.length >= max) break;
  }
  return found;
}

/**
 * The text without the characters findHiddenCharacters reports (every occurrence), keeping the
 * ordinary uses it skips (joiners in emoji, direction marks in right-to-left text, flags).
 */
export function stripHiddenCharacters(text: string): string {
  if (!ANY_HIDDEN.test(text)) return text;
  const rtl = RTL_LETTER.test(text);
  const scanned = text.includes('\u{1F3F4}')
    ? text.replace(TAG_FLAG, (flag) => ' '.repeat(flag.length))
    : text;
  let out = '';
  let from = 0;
  for (const match of scanned.matchAll(HIDDEN)) {
    const index = match.index ?? 0;
    if (isOrdinaryUse(scanned, match[0], index, rtl)) continue;
    out += text.slice(from, index);
    from = index + match[0].length;
  }
  return out + text.slice(from);
}

/** The text with hidden characters shown as ⟦U+XXXX⟧, for display. */
export function revealHiddenCharacters(text: string): string {
  return text.replace(
    HIDDEN,
    (ch) => `⟦U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟧`,
  );
}

/** Tag characters spell ASCII invisibly (U+E0041 = "A"): decode what they say. */
function decodeTags(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xe0020 && cp <= 0xe007e) out += String.fromCharCode(cp - 0xe0000);
  }
  return out;
}

export const hiddenCharacters = defineRule({
  id: 'hidden-characters',
  severity: 'warning',
  basis: 'advice',
  title: 'Text the model reads has no hidden characters',
  description:
    'Zero-width characters, bidirectional controls and Unicode tag characters are invisible in most interfaces but reach the model intact. They are a known way to smuggle instructions past the person approving a tool ("tool poisoning"). The check covers every string a model reads: names, titles, descriptions, schema text and text results.',
  target: 'model-text',
  check({ target, path, report }) {
    const found = findHiddenCharacters(target.value);
    if (found.length === 0) return;
    const tags = decodeTags(target.value);
    const where = target.field === 'schema key' ? 'This key' : `This ${target.field}`;
    report({
      path,
      part: target.field === 'schema key' ? 'key' : 'value',
      message: `${where} contains invisible characters: ${found.map((f) => `${describeCharacter(f.char)} at ${f.index}`).join(', ')}.${tags ? ` The tag characters spell "${tags.slice(0, 80)}".` : ''} Remove them; they can hide instructions from the user.`,
    });
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          description: 'Adds numbers. Use this for arithmetic.',
          inputSchema: { type: 'object' },
        },
      },
      {
        kind: 'call-result',
        document: { resultType: 'complete', content: [{ type: 'text', text: 'Team: 👩‍💻👨‍👩‍👧' }] },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          description: 'Adds numbers.\u200B Use this for arithmetic.',
          inputSchema: { type: 'object' },
        },
        path: '/description',
      },
      {
        kind: 'call-result',
        document: { resultType: 'complete', content: [{ type: 'text', text: 'ok\u202Egnp.exe' }] },
        path: '/content/0/text',
      },
      {
        kind: 'tool',
        document: {
          name: 'a',
          description: 'Adds.\u{E0049}\u{E0047}\u{E004E}',
          inputSchema: { type: 'object' },
        },
        path: '/description',
      },
    ],
  },
});
