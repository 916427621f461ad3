/**
 * Who sent a request, for per-client limits, when proxies may stand in between.
 *
 * `X-Forwarded-For` is whatever the client wrote, plus one address per proxy that appended to it:
 * trusting it blindly lets anyone pick a fresh identity per request and walk past a rate limit.
 * So the operator says what is in front of the server (`MCP_TOOL_LAB_TRUST_PROXY`):
 *
 * - unset, `0` or `none`: nothing; the client is the TCP peer, forwarded headers are ignored;
 * - `1`…`9`: that many proxies, each appending the address it saw to `X-Forwarded-For`; the
 *   client is the address the outermost one saw (entries further left were written by the
 *   client and are ignored);
 * - `header:<name>`: an edge that writes the client's address into `<name>`, replacing whatever
 *   the client sent (`cf-connecting-ip` behind Cloudflare, `fly-client-ip` on Fly.io,
 *   `x-real-ip` on Vercel); its last entry is taken.
 */
export type ProxyTrust = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'header'; name: string };

export type TrustParse = { ok: true; trust: ProxyTrust } | { ok: false; problem: string };

export function parseProxyTrust(text: string | undefined): TrustParse {
  const value = (text ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'none')
    return { ok: true, trust: { kind: 'none' } };
  if (/^[1-9]$/.test(value)) return { ok: true, trust: { kind: 'hops', hops: Number(value) } };
  const header = /^header:([A-Za-z0-9-]{1,64})$/.exec(value);
  if (header) return { ok: true, trust: { kind: 'header', name: header[1]!.toLowerCase() } };
  return {
    ok: false,
    problem: `MCP_TOOL_LAB_TRUST_PROXY must be none, a number of proxies from 1 to 9, or header:<name>; got ${JSON.stringify(value.slice(0, 80))}`,
  };
}

function entries(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** `::ffff:10.0.0.1` → `10.0.0.1`, so one client is one key whichever way the socket reports it. */
function normalise(address: string): string {
  const text = address.trim().toLowerCase();
  return text.startsWith('::ffff:') && text.includes('.') ? text.slice(7) : text;
}

/**
 * The client's address: `peer` is the TCP peer when the host knows it. Returns '' when it
 * cannot be told (no peer, and nothing trusted says), which makes every such request one client.
 */
export function clientAddress(headers: Headers, trust: ProxyTrust, peer: string | undefined): string {
  switch (trust.kind) {
    case 'none':
      return peer ? normalise(peer) : '';
    case 'header': {
      const values = entries(headers.get(trust.name));
      return values.length > 0 ? normalise(values[values.length - 1]!) : peer ? normalise(peer) : '';
    }
    case 'hops': {
      const chain = [...entries(headers.get('x-forwarded-for')), ...(peer ? [peer] : [])];
      // The peer is the nearest proxy; each hop back is the address one more trusted proxy saw.
      const index = Math.max(0, chain.length - 1 - trust.hops);
      return chain.length > 0 ? normalise(chain[index]!) : '';
    }
  }
}

/** Whether an address is loopback (127.0.0.0/8, ::1, and their IPv4-mapped forms). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const text = normalise(address);
  return text === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(text);
}
