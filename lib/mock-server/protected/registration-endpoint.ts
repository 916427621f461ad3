import { isObject } from '../../json/is-object';
import { checkRedirectUris, registerClient } from './mock-clients';
import { oauthError, oauthJson, type ProtectedContext } from './protected-context';

/**
 * Dynamic Client Registration (RFC 7591): any client may register a public client for HTTPS or
 * loopback redirect URIs. The record is sealed into the client_id, so nothing is stored.
 */
export async function registrationRequest(ctx: ProtectedContext, request: Request): Promise<Response> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().includes('application/json')) {
    return oauthError(ctx, 400, 'invalid_client_metadata', 'send the client metadata as application/json');
  }
  const text = await request.text();
  if (text.length > 64 * 1024)
    return oauthError(ctx, 400, 'invalid_client_metadata', 'the metadata is too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return oauthError(ctx, 400, 'invalid_client_metadata', 'the body is not JSON');
  }
  if (!isObject(body))
    return oauthError(ctx, 400, 'invalid_client_metadata', 'the body is not a JSON object');
  const uris = checkRedirectUris(body.redirect_uris);
  if (!uris.ok) return oauthError(ctx, 400, 'invalid_redirect_uri', uris.description);
  const name =
    typeof body.client_name === 'string' && body.client_name.trim() !== ''
      ? body.client_name.trim().slice(0, 100)
      : 'Unnamed client';
  const clientId = await registerClient(ctx.sealer, name, uris.uris);
  return oauthJson(ctx, 201, {
    client_id: clientId,
    client_id_issued_at: Math.floor(ctx.now() / 1000),
    client_name: name,
    redirect_uris: uris.uris,
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    ...(body.application_type === 'native' || body.application_type === 'web'
      ? { application_type: body.application_type }
      : {}),
  });
}
