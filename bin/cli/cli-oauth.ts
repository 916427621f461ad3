import { spawn } from 'node:child_process';
import { chmodSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuthOptions, PreRegisteredClient, StorageLike, UserAgentStep } from '../../lib/client/index';
import { type CliIo, UsageError } from './io';

export const oauthOptionsHelp = `  --oauth                     authorize with OAuth 2.1 when the server asks (401): discovery,
                              registration, consent in your browser through a redirect to
                              http://127.0.0.1:<port>/callback, then the token on every request
  --no-browser                print the authorization URL instead of opening a browser
                              (BROWSER=<command> picks the browser; %s stands for the URL)
  --oauth-port <n>            port of the loopback redirect (default 0: any free port)
  --client-id <id>            a client registered with the authorization server beforehand
  --client-secret <secret>    its secret (or MCP_TOOL_LAB_CLIENT_SECRET, which stays out of ps)
  --client-issuer <url>       the issuer the client belongs to (default: the server's first)
  --client-metadata-url <url> this client's Client ID Metadata Document (HTTPS), used as client_id
                              where the authorization server supports CIMD
  --token-cache <file>        keep tokens and registrations in this file (created mode 0600);
                              without it they live in memory and end with the command`;

export const oauthParseOptions = {
  oauth: { type: 'boolean', default: false },
  'no-browser': { type: 'boolean', default: false },
  'oauth-port': { type: 'string', default: '0' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
  'client-issuer': { type: 'string' },
  'client-metadata-url': { type: 'string' },
  'token-cache': { type: 'string' },
} as const;

export interface OAuthCliValues {
  oauth?: boolean;
  'no-browser'?: boolean;
  'oauth-port'?: string;
  'client-id'?: string;
  'client-secret'?: string;
  'client-issuer'?: string;
  'client-metadata-url'?: string;
  'token-cache'?: string;
}

/** How long the CLI waits for the browser to come back. */
const CONSENT_TIMEOUT_MS = 5 * 60_000;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Tokens and registrations in a JSON file readable by its owner only. Every write replaces the
 * file through a temporary one created with mode 0600, so it is never briefly world-readable.
 */
export function createFileStorage(path: string, io: CliIo): StorageLike {
  let data: Record<string, string> = {};
  try {
    const mode = statSync(path).mode & 0o777;
    if ((mode & 0o077) !== 0) {
      io.stderr.write(
        `mcp-tool-lab: ${path} is readable by others (mode ${mode.toString(8)}); it will be rewritten with mode 600\n`,
      );
    }
    const parsed = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      data = Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as Record<
        string,
        string
      >;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      io.stderr.write(`mcp-tool-lab: ignoring the token cache ${path}: ${(error as Error).message}\n`);
    }
  }
  const save = () => {
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
    chmodSync(temp, 0o600);
    renameSync(temp, path);
  };
  return {
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
      save();
    },
    removeItem: (key) => {
      if (!(key in data)) return;
      delete data[key];
      save();
    },
  };
}

/**
 * The command that opens `url` in the user's browser: `$BROWSER` when set (the convention of
 * xdg-open, Python's webbrowser and many CLIs: a command line, the first of a `:`-separated list,
 * with `%s` standing for the URL or the URL added at the end; words split at spaces), else the
 * platform's opener. `$BROWSER` is also how a test plays the person with a real browser.
 */
export function browserCommand(
  url: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
  platform: NodeJS.Platform = process.platform,
): [string, string[]] {
  const chosen = (env.BROWSER ?? '')
    .split(platform === 'win32' ? ';' : ':')
    .map((entry) => entry.trim())
    .find((entry) => entry !== '');
  if (chosen) {
    const words = chosen.split(/\s+/);
    const args = words.slice(1);
    const withUrl = args.some((word) => word.includes('%s'))
      ? args.map((word) => word.replaceAll('%s', url))
      : [...args, url];
    return [words[0]!, withUrl];
  }
  return platform === 'darwin'
    ? ['open', [url]]
    : platform === 'win32'
      ? ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]]
      : ['xdg-open', [url]];
}

function openBrowser(url: string, io: CliIo): void {
  const [command, args] = browserCommand(url);
  const failed = (error: Error) =>
    io.stderr.write(
      `mcp-tool-lab: could not start the browser (${command}: ${error.message}); open the URL above yourself\n`,
    );
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', failed);
    child.unref();
  } catch (error) {
    failed(error as Error);
  }
}

export interface CliOAuth {
  auth: OAuthOptions;
  /** Stops the loopback listener. */
  close(): Promise<void>;
}

/**
 * The OAuth side of `list` and `call`: a loopback listener on 127.0.0.1 for the redirect (RFC 8252
 * §7.3), the browser opened on the authorization URL (or the URL printed), and storage in memory
 * unless a cache file is named. Undefined without `--oauth`.
 */
export async function createCliOAuth(values: OAuthCliValues, io: CliIo): Promise<CliOAuth | undefined> {
  if (!values.oauth) {
    for (const name of [
      'client-id',
      'client-secret',
      'client-issuer',
      'client-metadata-url',
      'token-cache',
    ] as const) {
      if (values[name] !== undefined) throw new UsageError(`--${name} needs --oauth`);
    }
    return undefined;
  }
  const port = Number(values['oauth-port'] ?? '0');
  if (!/^\d+$/.test(String(values['oauth-port'] ?? '0')) || port > 65535) {
    throw new UsageError('--oauth-port must be a whole number from 0 to 65535');
  }
  const metadataUrl = values['client-metadata-url'];
  if (metadataUrl !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(metadataUrl);
    } catch {
      parsed = undefined;
    }
    if (parsed?.protocol !== 'https:' || parsed.pathname === '/') {
      throw new UsageError('--client-metadata-url must be an HTTPS URL with a path');
    }
  }
  const secret = values['client-secret'] ?? process.env.MCP_TOOL_LAB_CLIENT_SECRET;
  if (secret !== undefined && values['client-id'] === undefined)
    throw new UsageError('a client secret needs --client-id');
  const preRegistered: PreRegisteredClient | undefined =
    values['client-id'] !== undefined
      ? {
          clientId: values['client-id'],
          ...(secret ? { clientSecret: secret } : {}),
          ...(values['client-issuer'] ? { issuer: values['client-issuer'] } : {}),
        }
      : undefined;

  // The callback listener: it only answers the one path, and only a redirect for a pending request.
  let waiting: { state: string; resolve: (url: string) => void } | undefined;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const state = url.searchParams.get('state');
    if (url.pathname !== '/callback' || !waiting || state !== waiting.state) {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Not an authorization response this command waits for.\n');
      return;
    }
    const error = url.searchParams.get('error');
    const page = error
      ? `<h1>Authorization failed</h1><p>${escapeHtml(error.slice(0, 100))}. Go back to the terminal.</p>`
      : '<h1>Authorized</h1><p>You can close this window and go back to the terminal.</p>';
    res
      .writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'",
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      })
      .end(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>mcp-tool-lab</title><main>${page}</main></html>`,
      );
    const done = waiting;
    waiting = undefined;
    done.resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}${req.url ?? ''}`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new UsageError(`cannot listen on 127.0.0.1:${port} for the OAuth redirect: ${error.message}`)),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const redirectUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`;

  const authorize: UserAgentStep = (prompt) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting = undefined;
        resolve({ cancelled: `no answer from the browser within ${CONSENT_TIMEOUT_MS / 60_000} minutes` });
      }, CONSENT_TIMEOUT_MS);
      const onAbort = () => {
        clearTimeout(timer);
        waiting = undefined;
        resolve({ cancelled: 'cancelled' });
      };
      prompt.signal?.addEventListener('abort', onAbort, { once: true });
      waiting = {
        state: prompt.pending.state,
        resolve: (callbackUrl) => {
          clearTimeout(timer);
          prompt.signal?.removeEventListener('abort', onAbort);
          resolve({ callbackUrl });
        },
      };
      io.stderr.write(
        `mcp-tool-lab: ${prompt.issuer} asks you to authorize${prompt.scope ? ` "${prompt.scope}"` : ''}. ${values['no-browser'] ? 'Open' : 'Opening'} this URL in a browser:\n${prompt.url}\n`,
      );
      if (!values['no-browser']) openBrowser(prompt.url, io);
    });

  const cache = values['token-cache'];
  return {
    auth: {
      redirectUri,
      authorize,
      applicationType: 'native',
      clientName: 'MCP Tool Lab CLI',
      ...(metadataUrl ? { clientMetadataUrl: metadataUrl } : {}),
      ...(preRegistered ? { preRegistered } : {}),
      ...(cache ? { storage: createFileStorage(cache, io) } : {}),
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
