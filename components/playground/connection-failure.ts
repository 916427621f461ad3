import { type ClientError, type ConnectionState, describeClientError } from '@/lib/client/index';

/** A failed connection in words: what happened, what to check, and the body as short text. */
export interface ConnectionFailure {
  title: string;
  hint?: string;
  /** The server's answer, as text only (an HTML page is read for its words, never rendered). */
  body?: { kind: 'html' | 'text'; text: string };
}

const EXCERPT = 240;

const cut = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

const ENTITIES: Record<string, string> = { amp: '&', lt: '‹', gt: '›', quot: '"', apos: "'", nbsp: ' ' };

/** The words of an HTML page: its title and visible text, tags, scripts and styles dropped. */
function htmlWords(html: string): string {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const body = html.replace(/<(script|style|head)[^>]*>[\s\S]*?(<\/\1>|$)/gi, ' ').replace(/<[^>]*>?/g, ' ');
  const words = `${title} ${title ? '—' : ''} ${body}`
    .replace(/&(#\d+|\w+);/g, (whole, name: string) =>
      name.startsWith('#') ? ' ' : (ENTITIES[name.toLowerCase()] ?? whole),
    )
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.replace(/^— /, '');
}

const looksLikeHtml = (text: string) => /^\s*(<!doctype html|<html|<head|<body)/i.test(text);

function pathHint(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return `Something answers at ${parsed.origin}, but not at ${parsed.pathname}: check the path. MCP servers usually listen on /mcp (${parsed.origin}/mcp); the server's README or startup log names its endpoint.`;
  } catch {
    return undefined;
  }
}

/**
 * How the connection panel tells a failed connection: a 404 points at the path, 401/403 at
 * credentials, 405 at an address that is not an MCP endpoint; an HTML body is reduced to its words
 * and truncated, so the server's markup is never shown as markup nor floods the page.
 */
export function connectionFailure(error: ClientError, url: string): ConnectionFailure {
  if (error.kind !== 'http') return { title: describeClientError(error) };
  const title =
    error.status === 0
      ? error.message
      : `HTTP ${error.status}${error.status === 404 ? ': nothing at this path' : ''}`;
  const hint =
    error.status === 404
      ? pathHint(url)
      : error.status === 401 || error.status === 403
        ? 'The server wants credentials: sign in, or add an Authorization header above.'
        : error.status === 405
          ? 'The address does not take POST requests: it may be a web page rather than an MCP endpoint. Check the path.'
          : undefined;
  const raw = error.bodyText?.trim();
  const body = raw
    ? looksLikeHtml(raw)
      ? { kind: 'html' as const, text: cut(htmlWords(raw)) }
      : { kind: 'text' as const, text: cut(raw) }
    : undefined;
  return { title, ...(hint ? { hint } : {}), ...(body?.text ? { body } : {}) };
}

export type ConnectionErrorView =
  | { kind: 'problems'; problems: readonly string[] }
  | { kind: 'failure'; failure: ConnectionFailure; error: ClientError };

/**
 * The one connection error to show: problems with what was just typed (a bad URL, a bad header)
 * replace the failure of the previous connection, rather than stacking below it.
 */
export function connectionErrorToShow(
  view: { connection: ConnectionState; url: string },
  problems: readonly string[],
): ConnectionErrorView | undefined {
  if (problems.length > 0) return { kind: 'problems', problems };
  if (view.connection.status !== 'failed') return undefined;
  return {
    kind: 'failure',
    failure: connectionFailure(view.connection.error, view.url),
    error: view.connection.error,
  };
}
