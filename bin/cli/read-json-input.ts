import { parseJson } from '../../lib/json/parse-json';
import type { CliIo } from './io';
import { UsageError } from './io';
import { readInputText } from './read-input-text';

/** Reads and parses a JSON input, naming the place of the first syntax error. */
export async function readJsonInput(file: string, io: CliIo): Promise<unknown> {
  const text = await readInputText(file, io);
  const doc = parseJson(text);
  if (!doc.ok) {
    const first = doc.syntaxErrors[0];
    throw new UsageError(
      `${file === '-' ? 'standard input' : file} is not valid JSON${first ? ` (${first.range.start.line}:${first.range.start.column}: ${first.message})` : ''}`,
    );
  }
  return doc.value;
}
