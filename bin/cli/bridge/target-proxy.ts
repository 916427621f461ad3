import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { BRIDGE_TOKEN_HEADER } from '../../../lib/bridge/bridge-endpoint';
import { BRIDGE_VIA } from '../../../lib/bridge/bridge-guard';
import { ERROR_CODES } from '../../../lib/spec/error-codes';

/** `Via` with the bridge's mode, so a client's timeline can say what is in between. */
export const TARGET_VIA = `${BRIDGE_VIA} (target)`;

/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection and are never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Response headers a page may read without `Access-Control-Expose-Headers`. */
const SAFELISTED = new Set([
  'cache-control',
  'content-language',
  'content-length',
  'content-type',
  'expires',
  'last-modified',
  'pragma',
]);

export interface TargetProxyOptions {
  target: URL;
  maxBodyBytes: number;
  note(text: string): void;
  /** The bridge's CORS headers for a validated Origin (exposing the names given). */
  corsHeaders(origin: string | null, expose: readonly string[]): Record<string, string>;
}

/** Header pairs of a raw header list, minus hop-by-hop ones and those the `Connection` header names. */
function forwardable(raw: readonly string[], drop: (lower: string) => boolean): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) pairs.push([raw[i]!, raw[i + 1]!]);
  const named = new Set(
    pairs
      .filter(([name]) => name.toLowerCase() === 'connection')
      .flatMap(([, value]) => value.split(',').map((token) => token.trim().toLowerCase())),
  );
  return pairs.filter(([name]) => {
    const lower = name.toLowerCase();
    return !HOP_BY_HOP.has(lower) && !named.has(lower) && !drop(lower);
  });
}

function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string>) {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    error: { code: ERROR_CODES.invalidRequest, message: `mcp-tool-lab bridge: ${message}` },
  });
  res.writeHead(status, { ...headers, Via: TARGET_VIA, 'Content-Type': 'application/json' }).end(body);
}

function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large' | 'failed'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size > limit) return;
      size += chunk.length;
      if (size > limit) {
        resolve('too-large');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => resolve(size > limit ? 'too-large' : Buffer.concat(chunks)));
    req.once('error', () => resolve('failed'));
  });
}

/**
 * `--target`: CORS in front of an HTTP MCP server, everything else passed through. The request
 * goes on with its method, headers and body bytes, except the hop-by-hop headers, the bridge token
 * (it is the bridge's, not the server's) and `Origin` (the bridge checked it; a server that checks
 * Origin itself would refuse the page's); `Host` names the target and `Via` is added. The answer
 * comes back with its status, headers and body bytes as sent (compressed bodies stay compressed,
 * SSE streams flow event by event with no buffering), with the server's own `Access-Control-*`
 * replaced by the bridge's so the page can read every header. A client that goes away closes the
 * upstream connection too, which on 2026-07-28 HTTP is how a request is cancelled.
 */
export function createTargetProxy(options: TargetProxyOptions) {
  const { target } = options;
  const secure = target.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;

  const proxy = async (req: IncomingMessage, res: ServerResponse, origin: string | null): Promise<void> => {
    const cors = options.corsHeaders(origin, []);
    const tooLarge = () =>
      refuse(
        res,
        413,
        `the request body is larger than the bridge's limit of ${options.maxBodyBytes} bytes.`,
        cors,
      );
    if (Number(req.headers['content-length'] ?? Number.NaN) > options.maxBodyBytes) {
      req.resume();
      tooLarge();
      return;
    }
    const body = await readLimited(req, options.maxBodyBytes);
    if (body === 'too-large') {
      tooLarge();
      return;
    }
    if (body === 'failed') {
      res.destroy();
      return;
    }
    const token = BRIDGE_TOKEN_HEADER.toLowerCase();
    const headers = forwardable(
      req.rawHeaders,
      (lower) => lower === 'host' || lower === 'origin' || lower === token || lower === 'content-length',
    );
    headers.push(['Host', target.host], ['Via', BRIDGE_VIA]);
    if (req.method !== 'GET' && req.method !== 'HEAD' && (body.length > 0 || req.method === 'POST')) {
      headers.push(['Content-Length', String(body.length)]);
    }

    const upstream = send({
      protocol: target.protocol,
      hostname: target.hostname.replace(/^\[|\]$/g, ''),
      port: target.port || (secure ? 443 : 80),
      path: `${target.pathname}${target.search}`,
      method: req.method,
      headers: headers.flat(),
      agent,
    });
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.once('response', (answer) => {
      const kept = forwardable(answer.rawHeaders, (lower) => lower.startsWith('access-control-'));
      const expose = [
        ...new Set(kept.map(([name]) => name).filter((name) => !SAFELISTED.has(name.toLowerCase()))),
      ].filter((name) => name.toLowerCase() !== 'set-cookie');
      const via = kept.find(([name]) => name.toLowerCase() === 'via');
      const vary = kept.find(([name]) => name.toLowerCase() === 'vary');
      const out = kept.filter(([name]) => !['via', 'vary'].includes(name.toLowerCase()));
      const corsOut = options.corsHeaders(origin, expose);
      for (const [name, value] of Object.entries(corsOut)) if (name !== 'Vary') out.push([name, value]);
      out.push(['Via', via ? `${via[1]}, ${TARGET_VIA}` : TARGET_VIA]);
      const varies = [vary?.[1], corsOut.Vary].filter(Boolean).join(', ');
      if (varies) out.push(['Vary', varies]);
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out.flat());
      res.flushHeaders();
      answer.pipe(res);
      answer.once('error', () => res.destroy());
    });
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const why =
        error.code === 'ECONNREFUSED'
          ? `nothing accepts connections at ${target.host} (ECONNREFUSED): is the server running on that port?`
          : error.code === 'ENOTFOUND'
            ? `the host ${target.hostname} was not found (ENOTFOUND).`
            : `the request to the target failed: ${error.message}`;
      options.note(`${req.method} ${target.href}: ${why}`);
      refuse(res, 502, `could not reach the target ${target.href}: ${why}`, cors);
    });
    upstream.end(body);
  };
  return Object.assign(proxy, { close: () => agent.destroy() });
}
