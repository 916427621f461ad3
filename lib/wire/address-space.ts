import { isLoopbackHost } from './loopback-host';

/**
 * The IP address space of a URL's host, as Local Network Access (WICG) sorts them: `loopback`
 * (this machine), `local` (private networks: RFC 1918, link-local, IPv6 unique-local and
 * link-local, `.local` names) and `public` (everything else). A browser asks the user before a
 * page crosses into a more private space than its own: public → local, public or local → loopback.
 * Names other than `localhost` and `.local` are judged public: only DNS knows where they point.
 */
export type AddressSpace = 'loopback' | 'local' | 'public';

export function addressSpaceOf(hostname: string): AddressSpace {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLoopbackHost(host)) return 'loopback';
  if (host.endsWith('.local')) return 'local';
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (v4) {
    const a = Number(v4[1]);
    const b = Number(v4[2]);
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254))
      return 'local';
    return 'public';
  }
  if (host.includes(':') && /^(f[cd][0-9a-f]{2}|fe[89ab][0-9a-f]):/.test(host)) return 'local';
  return 'public';
}

const RANK: Record<AddressSpace, number> = { public: 0, local: 1, loopback: 2 };

/** Whether a page in `from` reaching `to` is a local network request (the permission prompt case). */
export function isLocalNetworkRequest(from: AddressSpace, to: AddressSpace): boolean {
  return RANK[to] > RANK[from];
}
