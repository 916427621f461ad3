import { clientMetadataDocument } from '@/lib/client/auth/client-metadata-document';

// The site's Client ID Metadata Document. Its client_id must be its own URL, so it is built from
// the origin the request reached (a prerendered file could not know it).
export const dynamic = 'force-dynamic';

/**
 * The origin the caller addressed (its Host header): `request.url` may carry the server's own bind
 * address instead. X-Forwarded-Host is not trusted (it would let a request poison a cached copy);
 * the scheme comes from a proxy's X-Forwarded-Proto when it says http or https.
 */
function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('host');
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const proto = forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol.replace(':', '');
  return host && /^[a-z0-9.[\]:-]+$/i.test(host) ? `${proto}://${host}` : url.origin;
}

export function GET(request: Request) {
  const origin = requestOrigin(request);
  return new Response(JSON.stringify(clientMetadataDocument(origin), null, 2), {
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=300',
      Vary: 'Host, X-Forwarded-Proto',
      // Authorization servers fetch it from their servers; a browser-based one may fetch it too.
      'Access-Control-Allow-Origin': '*',
    },
  });
}
