import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { findInvalidUtf8 } from '../../lib/json/find-invalid-utf8';
import { createLineIndex } from '../../lib/json/line-index';
import type { Diagnostic } from '../../lib/validate/diagnostic';
import { type CliIo, readAllBytes, UsageError } from './io';

/** Reads a file ("-" = standard input) as text; unreadable input is a usage error (exit 2). */
export async function readInputText(file: string, io: CliIo): Promise<string> {
  return (await readInputBytes(file, io)).toString('utf8');
}

export interface CheckedInput {
  text: string;
  /** The first byte that is not UTF-8, as a json-syntax finding (the text has U+FFFD there). */
  encoding?: Diagnostic;
}

/**
 * Reads a file as UTF-8 without hiding bytes that are not: decoding replaces them silently, so
 * the first one becomes a json-syntax error with its position (JSON exchanged between systems
 * must be UTF-8, RFC 8259 §8.1).
 */
export async function readCheckedInput(file: string, io: CliIo): Promise<CheckedInput> {
  const bytes = await readInputBytes(file, io);
  const text = bytes.toString('utf8');
  const bad = findInvalidUtf8(bytes);
  if (bad < 0) return { text };
  const offset = bytes.subarray(0, bad).toString('utf8').length;
  return {
    text,
    encoding: {
      rule: 'json-syntax',
      severity: 'error',
      path: '',
      message: `The file is not valid UTF-8: byte 0x${bytes[bad]!.toString(16).toUpperCase().padStart(2, '0')} at byte offset ${bad} does not start or continue a UTF-8 character, so what follows was read with replacement characters. JSON exchanged between systems must be UTF-8 (RFC 8259 §8.1): save the file as UTF-8.`,
      range: createLineIndex(text).rangeAt(offset, offset + 1),
    },
  };
}

async function readInputBytes(file: string, io: CliIo): Promise<Buffer> {
  if (file === '-') return readAllBytes(io.stdin);
  try {
    return await readFile(resolve(io.cwd, file));
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
