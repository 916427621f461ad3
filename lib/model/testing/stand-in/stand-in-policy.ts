// The stand-in's deterministic "model": it picks the tool whose name and description share the
// most (rare) words with the prompt and fills the arguments by fixed rules. Crude, but it reacts to
// descriptions the way the issue needs: edit a description and the choice really moves, so an A/B
// of two descriptions has something to measure without a real model.
import { isObject } from '../../../json/is-object';
import type { StandInRequest, StandInTool, StandInToolCall, StandInTurn } from './stand-in-types';

const STOPWORDS = new Set(
  `a an the and or but of to in on at by for from with about into over under this that these those
  it its is are was were be been being do does did done have has had can could should would will
  shall may might must i me my we our you your he she they them their his her what which who whom
  whose when where why how all any each every some no not only own same so than too very just also
  please tell show give get let make use using used one two then there here out up down off again
  further once more most other such both few nos yes if as via per e.g eg`.split(/\s+/),
);

/** Lower-case words of 2+ letters or any digits, stopwords out, a plural "s" taken off. */
export function contentWords(text: string): string[] {
  const words: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw === '' || STOPWORDS.has(raw)) continue;
    if (!/\d/.test(raw) && raw.length < 2) continue;
    words.push(raw.length > 3 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw);
  }
  return words;
}

export interface ToolScore {
  name: string;
  score: number;
}

/** The words a model reads about a tool: its name, description, parameter names and their descriptions. */
function wordsOfTool(tool: StandInTool): { name: Set<string>; all: Set<string> } {
  const name = contentWords(tool.name.replace(/[_.:-]/g, ' '));
  const all = [...name, ...contentWords(tool.description)];
  for (const [property, schema] of propertiesOf(tool.schema)) {
    all.push(...contentWords(property.replace(/[_.:-]/g, ' ')));
    if (typeof schema.description === 'string') all.push(...contentWords(schema.description));
  }
  return { name: new Set(name), all: new Set(all) };
}

/**
 * Every tool's score for the prompt: for each distinct prompt word the tool mentions (in its name,
 * description or parameters), the word's rarity among the offered tools (ln(1 + N/df)), doubled
 * when the word is part of the tool's name.
 */
export function scoreTools(prompt: string, tools: readonly StandInTool[]): ToolScore[] {
  const promptWords = new Set(contentWords(prompt));
  const toolWords = tools.map(wordsOfTool);
  const documentFrequency = new Map<string, number>();
  for (const words of toolWords)
    for (const word of words.all) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  return tools.map((tool, i) => {
    let score = 0;
    for (const word of promptWords) {
      const df = documentFrequency.get(word);
      if (df === undefined || !toolWords[i]!.all.has(word)) continue;
      score += Math.log(1 + tools.length / df) * (toolWords[i]!.name.has(word) ? 2 : 1);
    }
    return { name: tool.name, score };
  });
}

/** Below this score no tool is called: the prompt shares no telling word with any tool. */
export const MIN_SCORE = 1;

type Schema = Record<string, unknown>;

function propertiesOf(schema: Schema): [string, Schema][] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  return Object.entries(properties).filter((entry): entry is [string, Schema] => isObject(entry[1]));
}

/** The JSON type a property asks for (Gemini's OpenAPI subset writes types in capitals). */
function typeOf(schema: Schema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return typeof type === 'string' ? type.toLowerCase() : undefined;
}

function coerce(text: string, schema: Schema): unknown {
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const n = Number(text);
      return Number.isFinite(n) ? n : text;
    }
    case 'boolean':
      return /^(true|yes|on)$/i.test(text) ? true : /^(false|no|off)$/i.test(text) ? false : text;
    case 'string':
      return text;
    default:
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u');
  } catch {
    return undefined;
  }
}

/**
 * The shape of a one-word example in a description (`e.g. "EUR"` → three capitals, `"2.4.1"` →
 * digits and dots): where a provider's schema subset drops `pattern` (Gemini), the example is
 * what is left to go by, for the policy as for a model.
 */
function shapeOfExample(description: unknown): RegExp | undefined {
  if (typeof description !== 'string') return undefined;
  const example = /e\.g\.,?\s*"([^"\s]{1,40})"/.exec(description)?.[1];
  if (!example) return undefined;
  const shape = example.replace(/[A-Z]+|[a-z]+|\d+|[^A-Za-z\d]/g, (run) =>
    /^[A-Z]/.test(run)
      ? `[A-Z]{${run.length}}`
      : /^[a-z]/.test(run)
        ? `[a-z]{${run.length}}`
        : /^\d/.test(run)
          ? '\\d+'
          : escapeRegExp(run),
  );
  return compile(`^${shape}$`);
}

/**
 * Arguments for `schema` read from the prompt, by these rules in this order:
 * 1. `name=value` or `name: value` (value bare or quoted) for a property name sets it, typed.
 * 2. An enum property takes the first of its values written in the prompt as a word.
 * 3. A number property takes the number written right after its name ("limit 5"); required ones
 *    then take the prompt's unused numbers in order.
 * 4. A string property with a `pattern` takes the prompt's first unused word matching it; one
 *    without, but with a one-word example in its description (e.g. "EUR"), a word of that shape.
 * 5. A required plain string takes the first quoted text, else the words after "for", "about",
 *    "named", "called" or "matching", else the prompt's content words that are not in the tool name.
 * 6. A required boolean is true unless the prompt says disable/off/false/remove/hide.
 * Other properties (objects, arrays, optional ones not mentioned) are left out.
 */
export function extractArguments(prompt: string, tool: StandInTool): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  const required = new Set(Array.isArray(tool.schema.required) ? tool.schema.required.map(String) : []);
  const properties = propertiesOf(tool.schema);
  const usedNumbers = new Set<number>();
  const usedWords = new Set<string>();

  for (const [name, schema] of properties) {
    const pair = new RegExp(
      `(?:^|[\\s,;(])${escapeRegExp(name)}\\s*[=:]\\s*(?:"([^"]*)"|'([^']*)'|([^\\s,;)]+))`,
      'i',
    ).exec(prompt);
    if (pair) {
      const text = pair[1] ?? pair[2] ?? pair[3] ?? '';
      args[name] = coerce(text, schema);
      usedWords.add(text.toLowerCase());
    }
  }

  const numbers = [...prompt.matchAll(/(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])/g)].map((m) => ({
    value: Number(m[0]),
    index: m.index,
  }));
  // Whitespace-separated, with surrounding punctuation trimmed: "2.4.1," stays one word "2.4.1".
  const words = prompt
    .split(/\s+/)
    .map((w) => w.replace(/^[("'“]+|[)"'”.,;:!?]+$/g, ''))
    .filter(Boolean);

  for (const [name, schema] of properties) {
    if (name in args) continue;
    const type = typeOf(schema);
    if (Array.isArray(schema.enum)) {
      const values = schema.enum.filter(
        (v): v is string | number => typeof v === 'string' || typeof v === 'number',
      );
      const hit = values.find(
        (v) =>
          String(v) !== '' &&
          new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(String(v))}(?![\\p{L}\\p{N}])`, 'iu').test(prompt),
      );
      if (hit !== undefined) {
        args[name] = hit;
        usedWords.add(String(hit).toLowerCase());
      }
      continue;
    }
    if (type === 'integer' || type === 'number') {
      const after = new RegExp(`${escapeRegExp(name.replace(/_/g, ' '))}\\s+(-?\\d+(?:\\.\\d+)?)`, 'i').exec(
        prompt,
      );
      if (after) {
        args[name] = Number(after[1]);
        usedNumbers.add(after.index + after[0].length - after[1]!.length);
      }
    }
  }
  for (const [name, schema] of properties) {
    const type = typeOf(schema);
    if (name in args || !required.has(name) || (type !== 'integer' && type !== 'number')) continue;
    const next = numbers.find((n) => !usedNumbers.has(n.index));
    if (next === undefined) continue;
    usedNumbers.add(next.index);
    args[name] = type === 'integer' ? Math.trunc(next.value) : next.value;
  }

  const toolWords = new Set(contentWords(tool.name.replace(/[_.:-]/g, ' ')));
  for (const [name, schema] of properties) {
    if (name in args || typeOf(schema) !== 'string' || Array.isArray(schema.enum)) continue;
    const pattern =
      typeof schema.pattern === 'string' ? compile(schema.pattern) : shapeOfExample(schema.description);
    if (pattern) {
      const hit = words.find((w) => !usedWords.has(w.toLowerCase()) && pattern.test(w));
      if (hit !== undefined) {
        args[name] = hit;
        usedWords.add(hit.toLowerCase());
      }
      if (hit !== undefined || typeof schema.pattern === 'string') continue;
    }
    if (!required.has(name)) continue;
    const quoted = /"([^"]+)"|“([^”]+)”|'([^']+)'/.exec(prompt);
    const tail = /\b(?:for|about|named|called|matching)\s+(.+?)[\s.?!]*$/i.exec(prompt);
    if (quoted) args[name] = quoted[1] ?? quoted[2] ?? quoted[3];
    else if (tail) args[name] = tail[1];
    else
      args[name] = contentWords(prompt)
        .filter((w) => !toolWords.has(w) && !/^\d+$/.test(w))
        .join(' ');
  }
  for (const [name, schema] of properties) {
    if (name in args || !required.has(name) || typeOf(schema) !== 'boolean') continue;
    args[name] = !/\b(disable|off|false|remove|hide|no)\b/i.test(prompt);
  }
  return args;
}

/** The tool the prompt points at (highest score, first in list order on a tie), if any reaches MIN_SCORE. */
export function chooseTool(prompt: string, tools: readonly StandInTool[]): StandInTool | undefined {
  let best: { tool: StandInTool; score: number } | undefined;
  scoreTools(prompt, tools).forEach(({ score }, i) => {
    if (score >= MIN_SCORE && (best === undefined || score > best.score)) best = { tool: tools[i]!, score };
  });
  return best?.tool;
}

/**
 * The policy's answer to a request: on the first step of a run, the chosen tool with extracted
 * arguments (or a plain answer when no tool fits); after tool results, a short text that quotes
 * the first result, so a run ends after one tool call.
 */
export function policyTurn(request: StandInRequest): StandInTurn {
  if (request.turnsSinceUser > 0 || request.toolResults.length > 0) {
    const first = request.toolResults[0];
    if (!first) return { text: 'Done.' };
    const quote = first.text.replace(/\s+/g, ' ').slice(0, 300);
    return {
      text: first.isError
        ? `The tool reported an error: ${quote}`
        : `Here is what the tool returned: ${quote}`,
    };
  }
  const tool = chooseTool(request.prompt, request.tools);
  if (!tool) return { text: `No tool fits "${request.prompt.slice(0, 200)}", so I answer directly.` };
  const call: StandInToolCall = { name: tool.name, arguments: extractArguments(request.prompt, tool) };
  return { toolCalls: [call] };
}
