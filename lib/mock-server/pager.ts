import { decodeBase64Utf8, encodeBase64Utf8 } from '../wire/base64';

/**
 * Cursor pagination for the list methods. A cursor is opaque to clients (base64 of the next
 * offset); the server picks the page size. A cursor past the end of a list that shrank, or one this
 * server never issued, is invalid: -32602, and the client restarts from the first page.
 */
export type Page<T> = { ok: true; items: T[]; nextCursor?: string } | { ok: false; problem: string };

const PREFIX = 'offset:';

export function encodeCursor(offset: number): string {
  return encodeBase64Utf8(`${PREFIX}${offset}`);
}

export function decodeCursor(cursor: string): number | undefined {
  const text = decodeBase64Utf8(cursor);
  if (text === undefined || !text.startsWith(PREFIX)) return undefined;
  const digits = text.slice(PREFIX.length);
  if (!/^(0|[1-9]\d{0,8})$/.test(digits)) return undefined;
  return Number(digits);
}

/** The page of `items` starting at `cursor` (absent = the first page). */
export function paginate<T>(items: readonly T[], cursor: unknown, pageSize: number): Page<T> {
  let offset = 0;
  if (cursor !== undefined) {
    if (typeof cursor !== 'string') return { ok: false, problem: 'cursor must be a string' };
    const decoded = decodeCursor(cursor);
    if (decoded === undefined || decoded > items.length) {
      return {
        ok: false,
        problem: `cursor ${JSON.stringify(cursor.slice(0, 60))} is not one this server issued, or has expired; list again without a cursor`,
      };
    }
    offset = decoded;
  }
  const end = offset + pageSize;
  const page: Page<T> = { ok: true, items: items.slice(offset, end) };
  if (end < items.length) page.nextCursor = encodeCursor(end);
  return page;
}
