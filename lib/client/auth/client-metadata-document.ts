/** Where the site serves its Client ID Metadata Document and receives OAuth redirects. */
export const CLIENT_METADATA_PATH = '/oauth/client-metadata.json';
export const OAUTH_CALLBACK_PATH = '/oauth/callback';

/**
 * The site's Client ID Metadata Document (draft-ietf-oauth-client-id-metadata-document): its own
 * URL is its `client_id`, so it depends on the origin the site is served from. A public browser
 * client: no secret (`none`), the one redirect URI on the site, refresh tokens wanted.
 */
export function clientMetadataDocument(origin: string): Record<string, unknown> {
  return {
    client_id: `${origin}${CLIENT_METADATA_PATH}`,
    client_name: 'MCP Tool Lab',
    client_uri: origin,
    redirect_uris: [`${origin}${OAUTH_CALLBACK_PATH}`],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
    application_type: 'web',
  };
}
