import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseJson } from '../../lib/json/parse-json';
import { type CliIo, readAll, UsageError } from './io';

/** Reads a file ("-" = standard input) as text; unreadable input is a usage error (exit 2). */
export async function readInputText(file: string, io: CliIo): Promise<string> {
  if (file === '-') return readAll(io.stdin);
  try {
    return await readFile(resolve(io.cwd, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'ENOENT'
        ? `cannot read ${file}: no such file`
        : code === 'EISDIR'
          ? `cannot read ${file}: it is a directory`
          : `cannot read ${file}: ${(error as Error).message}`,
    );
  }
}

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
