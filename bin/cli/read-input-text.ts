import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
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
