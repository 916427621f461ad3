import { isObject } from '../../json/is-object';
import { fetchMetadata } from './fetch-metadata';
import { type FlowContext, type StepOutcome, stepFail, stepOk } from './flow-context';
import { checkEndpointUrl, resourceCovers } from './url-policy';

/** The protected resource metadata (RFC 9728) the flow goes on with. */
export interface ProtectedResource {
  metadataUrl: string;
  /** Exactly as published: it is sent back as the RFC 8707 `resource` parameter. */
  resource: string;
  authorizationServers: string[];
  scopesSupported?: string[];
}

/**
 * The well-known URLs of an endpoint's metadata, in the order the MCP spec tries them: the
 * path-suffixed one (RFC 9728 §3.1), then the root (an MCP extension for path-bearing endpoints).
 */
export function resourceMetadataUrls(endpoint: string): string[] {
  const url = new URL(endpoint);
  const path = url.pathname.replace(/\/$/, '');
  const root = `${url.origin}/.well-known/oauth-protected-resource`;
  return path === '' ? [root] : [`${root}${path}`, root];
}

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]) : undefined;

/**
 * Finds and checks the protected resource metadata: from the challenge's `resource_metadata` when
 * the server named one, else from the well-known URLs. The document must name a resource that
 * covers `endpoint` (same origin, a parent path) and at least one usable authorization server.
 */
export async function discoverProtectedResource(
  ctx: FlowContext,
  endpoint: string,
  fromChallenge?: string,
): Promise<StepOutcome<ProtectedResource>> {
  const step = 'resource-metadata' as const;
  const candidates: string[] = [];
  if (fromChallenge !== undefined) {
    let named: string | undefined;
    try {
      named = new URL(fromChallenge, endpoint).toString();
    } catch {
      ctx.note(
        step,
        'attempt',
        `The challenge's resource_metadata is not a URL; trying the well-known URLs.`,
        {
          detail: { resourceMetadata: fromChallenge.slice(0, 200) },
        },
      );
    }
    if (named !== undefined) {
      const check = checkEndpointUrl(named, 'the resource_metadata URL');
      if (check.ok) candidates.push(named);
      else ctx.note(step, 'attempt', `${check.message}; trying the well-known URLs.`, { fix: check.fix });
    }
  }
  for (const url of resourceMetadataUrls(endpoint)) if (!candidates.includes(url)) candidates.push(url);

  const fetched = await fetchMetadata(ctx, step, candidates, {
    what: 'the protected resource metadata',
    badTransportFix: 'Serve the protected resource metadata directly from its URL, as a small JSON document.',
    notFoundFix: `Serve the metadata (RFC 9728) at ${resourceMetadataUrls(endpoint)[0]}, or name its URL in the 401's WWW-Authenticate: Bearer resource_metadata="…".`,
  });
  if (!fetched.ok) return fetched;
  const got = fetched.value;
  const url = got.url;
  const doc = got.json;
  const fail = (message: string, fix: string) => {
    ctx.note(step, 'failed', message, { exchangeId: got.exchangeId, fix, detail: { url } });
    return stepFail<ProtectedResource>(step, message, fix);
  };
  if (!isObject(doc)) {
    return fail(
      `${url} did not answer with a JSON object${got.text.trim() === '' ? ' (empty body)' : ''}.`,
      'Serve the protected resource metadata as application/json: an object with "resource" and "authorization_servers" (RFC 9728 §2).',
    );
  }
  if (typeof doc.resource !== 'string' || doc.resource === '') {
    return fail(
      `The metadata at ${url} has no "resource".`,
      'Add "resource": the MCP endpoint URL (RFC 9728 §2).',
    );
  }
  if (!resourceCovers(doc.resource, endpoint)) {
    return fail(
      `The metadata at ${url} is for ${JSON.stringify(doc.resource.slice(0, 200))}, not for ${endpoint}; a token for it must not be used here.`,
      `Set "resource" to ${endpoint} (or a parent of it on the same origin) in the metadata at ${url}.`,
    );
  }
  const servers = strings(doc.authorization_servers);
  if (!servers || servers.length === 0) {
    return fail(
      `The metadata at ${url} lists no authorization_servers.`,
      'Add "authorization_servers": an array with the issuer URL of the authorization server (RFC 9728 §2).',
    );
  }
  const usable: string[] = [];
  for (const issuer of servers) {
    const check = checkEndpointUrl(
      issuer,
      `the authorization server ${JSON.stringify(issuer.slice(0, 200))}`,
    );
    if (check.ok) usable.push(issuer);
    else ctx.note(step, 'attempt', `${check.message}; skipped.`, { fix: check.fix });
  }
  if (usable.length === 0) {
    return fail(
      `No authorization server listed at ${url} can be used safely.`,
      'List an authorization server whose issuer is an HTTPS URL.',
    );
  }
  const scopes = strings(doc.scopes_supported);
  if (doc.scopes_supported !== undefined && !scopes) {
    ctx.note(step, 'attempt', `"scopes_supported" at ${url} is not an array of strings; ignored.`);
  }
  const found: ProtectedResource = {
    metadataUrl: url,
    resource: doc.resource,
    authorizationServers: usable,
    ...(scopes ? { scopesSupported: scopes } : {}),
  };
  ctx.note(step, 'ok', `Found the protected resource metadata at ${url}.`, {
    exchangeId: got.exchangeId,
    detail: {
      url,
      resource: found.resource,
      authorizationServers: usable,
      ...(scopes ? { scopesSupported: scopes } : {}),
    },
  });
  return stepOk(found);
}
