import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ClientError } from '../client-error';
import { type CreateClientOptions, createClient } from '../create-client';
import { createMemoryStorage } from '../era-memory';
import { createFakeOAuthWorld, type FakeOAuthOptions, type FakeOAuthWorld } from '../testing/fake-oauth';
import { exportTimeline } from '../timeline';
import type { AuthEvent } from '../timeline-event';
import type { OAuthOptions } from './oauth-options';
import { s256Challenge } from './pkce';

const REDIRECT = 'https://app.example/oauth/callback';

function setup(
  world: FakeOAuthWorld,
  auth: Partial<OAuthOptions> = {},
  extra: Partial<CreateClientOptions> = {},
) {
  return createClient({
    url: world.mcpUrl,
    fetch: world.fetch,
    timeouts: { connectMs: 5_000, requestMs: 5_000 },
    auth: { redirectUri: REDIRECT, authorize: world.authorize, ...auth },
    ...extra,
  });
}

const authEvents = (client: ReturnType<typeof setup>) =>
  client.timeline.events().filter((e): e is AuthEvent => e.type === 'auth');
const stepsOk = (client: ReturnType<typeof setup>) =>
  authEvents(client)
    .filter((e) => e.status === 'ok')
    .map((e) => e.step);

function authError(error: ClientError | undefined): Extract<ClientError, { kind: 'auth' }> {
  assert.equal(error?.kind, 'auth', JSON.stringify(error));
  return error as Extract<ClientError, { kind: 'auth' }>;
}

async function listFails(world: FakeOAuthWorld, auth: Partial<OAuthOptions> = {}) {
  const client = setup(world, auth);
  const listing = await client.listTools();
  assert.equal(listing.ok, false);
  return { client, error: authError(listing.ok ? undefined : listing.error) };
}

/** No access token, refresh token or client secret in any recorded event or export. */
function assertNoSecretsRecorded(
  client: ReturnType<typeof setup>,
  world: FakeOAuthWorld,
  secrets: string[] = [],
) {
  const recorded = JSON.stringify(client.timeline.events());
  const exported = JSON.stringify(exportTimeline(client.timeline.events(), 0, client.auth?.knownSecrets()));
  for (const secret of [...world.issued, ...secrets]) {
    assert.equal(recorded.includes(secret), false, `the timeline holds ${secret}`);
    assert.equal(exported.includes(secret), false, `the export holds ${secret}`);
  }
}

/** Each access token went only to the MCP endpoint, in Authorization, never in a URL or body. */
function assertTokensOnlyToResource(world: FakeOAuthWorld) {
  for (const request of world.requests) {
    for (const token of world.issued) {
      const inHeader = request.headers.get('authorization') === `Bearer ${token}`;
      if (inHeader) assert.equal(request.url, world.mcpUrl, `a token went to ${request.url}`);
      assert.equal(request.url.includes(token), false, `a token is in the URL ${request.url}`);
      assert.equal(request.text.includes(token), false, `a token is in a body to ${request.url}`);
    }
  }
}

test('the whole flow on a 401: discovery, DCR, PKCE S256 with resource, code exchange, then the call', async () => {
  const world = createFakeOAuthWorld({ challengeScope: 'tools:read' });
  const client = setup(world);
  const listing = await client.listTools();
  assert.equal(listing.ok, true, JSON.stringify(listing));
  assert.deepEqual(stepsOk(client), [
    'resource-metadata',
    'authorization-server-metadata',
    'client-registration',
    'authorization-response',
    'token-request',
    'authorized',
  ]);
  // The discovery went to the challenge's URL first, then RFC 8414 at the root of the issuer.
  const gets = world.requests.filter((r) => r.method === 'GET').map((r) => r.url);
  assert.deepEqual(gets, [
    'https://mcp.example.com/.well-known/oauth-protected-resource/mcp',
    'https://auth.example.com/.well-known/oauth-authorization-server',
  ]);
  // DCR: a native client would say so; this redirect URI is on a web origin.
  assert.equal(world.registrations[0]!.application_type, 'web');
  assert.deepEqual(world.registrations[0]!.redirect_uris, [REDIRECT]);
  assert.deepEqual(world.registrations[0]!.grant_types, ['authorization_code', 'refresh_token']);
  // The authorization request: code + PKCE S256 + resource + the challenge's scope + state.
  const q = world.authorizations[0]!.searchParams;
  assert.equal(q.get('response_type'), 'code');
  assert.equal(q.get('code_challenge_method'), 'S256');
  assert.equal(q.get('resource'), world.mcpUrl);
  assert.equal(q.get('scope'), 'tools:read');
  assert.equal(q.get('redirect_uri'), REDIRECT);
  assert.match(q.get('state') ?? '', /^[A-Za-z0-9_-]{43}$/);
  // The token request carries the verifier whose S256 is the challenge, the same resource, no secret.
  const form = world.tokenRequests[0]!.form;
  assert.equal(await s256Challenge(form.get('code_verifier')!), q.get('code_challenge'));
  assert.equal(form.get('resource'), world.mcpUrl);
  assert.equal(form.get('client_id'), q.get('client_id'));
  assert.equal(world.tokenRequests[0]!.authorization, null);
  assert.equal(client.auth?.state().status, 'authorized');
  assert.equal(client.auth?.state().scope, 'tools:read');
  assertTokensOnlyToResource(world);
  assertNoSecretsRecorded(client, world);
  // The token in the MCP request is masked on the timeline, even with revealSecrets.
  const sent = client.timeline
    .events()
    .filter((e) => e.type === 'http-request' && e.purpose === 'request')
    .flatMap((e) => (e.type === 'http-request' ? e.headers : []))
    .filter((h) => h.name.toLowerCase() === 'authorization');
  assert.ok(sent.length > 0);
  for (const header of sent)
    assert.deepEqual(header, { name: 'Authorization', value: 'Bearer <redacted>', secret: true });
});

test("revealSecrets reveals the caller's headers, never the OAuth token", async () => {
  const world = createFakeOAuthWorld();
  const client = setup(world, {}, { revealSecrets: true, headers: { 'X-Api-Key': 'caller-key-value' } });
  assert.equal((await client.listTools()).ok, true);
  const text = JSON.stringify(client.timeline.events());
  assert.ok(text.includes('caller-key-value'));
  for (const token of world.issued) assert.equal(text.includes(token), false);
});

test('well-known fallbacks: path-suffixed then root resource metadata; OpenID after RFC 8414', async () => {
  const world = createFakeOAuthWorld({
    prmLocation: 'root',
    metadataAt: 'openid',
    issuer: 'https://auth.example.com/tenant1',
  });
  const client = setup(world);
  assert.equal((await client.listTools()).ok, true);
  const gets = world.requests.filter((r) => r.method === 'GET').map((r) => r.url);
  assert.deepEqual(gets, [
    'https://mcp.example.com/.well-known/oauth-protected-resource/mcp',
    'https://mcp.example.com/.well-known/oauth-protected-resource',
    'https://auth.example.com/.well-known/oauth-authorization-server/tenant1',
    'https://auth.example.com/.well-known/openid-configuration/tenant1',
  ]);
  // The root metadata names the origin: the resource parameter is that, exactly as published.
  assert.equal(world.authorizations[0]!.searchParams.get('resource'), 'https://mcp.example.com');
  assert.equal(
    authEvents(client).filter((e) => e.step === 'resource-metadata' && e.status === 'attempt').length,
    1,
  );
});

test('scope: from scopes_supported when the challenge names none, omitted when neither does', async () => {
  const world = createFakeOAuthWorld({ resourceScopes: ['a', 'b'] });
  assert.equal((await setup(world).listTools()).ok, true);
  assert.equal(world.authorizations[0]!.searchParams.get('scope'), 'a b');
  const bare = createFakeOAuthWorld();
  assert.equal((await setup(bare).listTools()).ok, true);
  assert.equal(bare.authorizations[0]!.searchParams.has('scope'), false);
});

test('offline_access only when the authorization server offers it, and refresh on expiry', async () => {
  const offered = createFakeOAuthWorld({
    challengeScope: 'tools:read',
    metadata: { scopes_supported: ['tools:read', 'offline_access'] },
    refreshTokens: true,
    expiresIn: 60,
  });
  let now = 1_000_000;
  const client = setup(offered, {}, { now: () => now });
  assert.equal((await client.listTools()).ok, true);
  assert.equal(offered.authorizations[0]!.searchParams.get('scope'), 'tools:read offline_access');
  assert.equal(client.auth?.state().refreshable, true);
  now += 61_000;
  assert.equal((await client.listTools({ refresh: true })).ok, true);
  const refresh = offered.tokenRequests[1]!;
  assert.equal(refresh.form.get('grant_type'), 'refresh_token');
  assert.equal(refresh.form.get('resource'), offered.mcpUrl);
  assert.ok(stepsOk(client).includes('token-refresh'));
  // The refreshed token is the one used next, and no authorization was asked for again.
  assert.equal(offered.authorizations.length, 1);
  const last = offered.requests.at(-1)!;
  assert.equal(last.headers.get('authorization'), `Bearer ${offered.issued.at(-1)}`);
  assertNoSecretsRecorded(client, offered);

  const notOffered = createFakeOAuthWorld({
    challengeScope: 'tools:read',
    metadata: { scopes_supported: ['tools:read'] },
  });
  assert.equal((await setup(notOffered).listTools()).ok, true);
  assert.equal(notOffered.authorizations[0]!.searchParams.get('scope'), 'tools:read');
});

test('a refused token is refreshed once, then authorized afresh when the refresh fails too', async () => {
  const world = createFakeOAuthWorld({ refreshTokens: true });
  const client = setup(world);
  assert.equal((await client.listTools()).ok, true);
  world.revokeAll();
  assert.equal((await client.listTools({ refresh: true })).ok, true);
  assert.equal(world.authorizations.length, 1, 'the refresh token sufficed');
  world.revokeAll();
  assert.equal((await client.listTools({ refresh: true })).ok, true);
});

test('token endpoint authentication: client_secret_basic, client_secret_post, none', async () => {
  const basic = createFakeOAuthWorld({
    registration: { clientSecret: 's3cret-basic-value', method: 'client_secret_basic' },
  });
  const basicClient = setup(basic);
  assert.equal((await basicClient.listTools()).ok, true);
  const header = basic.tokenRequests[0]!.authorization!;
  assert.match(header, /^Basic /);
  const [id, secret] = atob(header.slice(6)).split(':');
  assert.equal(decodeURIComponent(id!), 'client-1@auth.example.com');
  assert.equal(secret, 's3cret-basic-value');
  assert.equal(basic.tokenRequests[0]!.form.has('client_secret'), false);
  assertNoSecretsRecorded(basicClient, basic, ['s3cret-basic-value']);

  const post = createFakeOAuthWorld({
    registration: { clientSecret: 's3cret-post-value', method: 'client_secret_post' },
  });
  const postClient = setup(post);
  assert.equal((await postClient.listTools()).ok, true);
  assert.equal(post.tokenRequests[0]!.authorization, null);
  assert.equal(post.tokenRequests[0]!.form.get('client_secret'), 's3cret-post-value');
  assertNoSecretsRecorded(postClient, post, ['s3cret-post-value']);

  // A server that takes public clients only: a secret it handed out is not sent.
  const none = createFakeOAuthWorld({
    registration: { clientSecret: 'unused-secret-value' },
    metadata: { token_endpoint_auth_methods_supported: ['none'] },
  });
  const noneClient = setup(none);
  assert.equal((await noneClient.listTools()).ok, true);
  assert.equal(none.tokenRequests[0]!.authorization, null);
  assert.equal(none.tokenRequests[0]!.form.has('client_secret'), false);
  // The debugger says what "none" means, not a bare "(none)" that reads like a missing value.
  const registered = authEvents(noneClient).find(
    (e) => e.step === 'client-registration' && e.status === 'ok',
  );
  assert.match(registered?.message ?? '', /: a public client: no client secret, so the token requests carry/);
  assert.doesNotMatch(registered?.message ?? '', /\(none\)/);
  const secretOne = authEvents(postClient).find((e) => e.step === 'client-registration' && e.status === 'ok');
  assert.match(secretOne?.message ?? '', /with its client secret \(client_secret_post\)/);
});

test("client identity order: pre-registered for its issuer, then CIMD, then DCR; never another issuer's", async () => {
  const pre = createFakeOAuthWorld({ registration: false, confidential: { 'my-client': 'my-secret-value' } });
  const preClient = setup(pre, {
    preRegistered: {
      clientId: 'my-client',
      clientSecret: 'my-secret-value',
      issuer: 'https://auth.example.com',
    },
    clientMetadataUrl: 'https://app.example/oauth/client-metadata.json',
  });
  assert.equal((await preClient.listTools()).ok, true);
  assert.match(pre.tokenRequests[0]!.authorization ?? '', /^Basic /);
  assertNoSecretsRecorded(preClient, pre, ['my-secret-value']);

  const cimd = createFakeOAuthWorld({ metadata: { client_id_metadata_document_supported: true } });
  assert.equal(
    (await setup(cimd, { clientMetadataUrl: 'https://app.example/oauth/client-metadata.json' }).listTools())
      .ok,
    true,
  );
  assert.equal(cimd.registrations.length, 0);
  assert.equal(
    cimd.authorizations[0]!.searchParams.get('client_id'),
    'https://app.example/oauth/client-metadata.json',
  );

  // Credentials for another issuer are not offered; with no other way the flow says what to do.
  const other = createFakeOAuthWorld({ registration: false });
  const { error } = await listFails(other, {
    preRegistered: {
      clientId: 'elsewhere',
      clientSecret: 'elsewhere-secret',
      issuer: 'https://other.example.com',
    },
  });
  assert.equal(error.step, 'client-registration');
  assert.match(error.fix ?? '', /Register a client with https:\/\/auth\.example\.com/);
  assert.equal(other.authorizations.length, 0);
  assert.equal(
    other.requests.some((r) => r.text.includes('elsewhere') || r.url.includes('elsewhere')),
    false,
  );
});

test('step-up on 403 insufficient_scope asks for the union of scopes, once', async () => {
  const world = createFakeOAuthWorld({ challengeScope: 'tools:read', toolScopes: { whoami: 'tools:write' } });
  const client = setup(world);
  const outcome = await client.callTool('whoami', {});
  assert.equal(outcome.kind, 'complete', JSON.stringify(outcome));
  assert.deepEqual(
    world.authorizations.map((u) => u.searchParams.get('scope')),
    ['tools:read', 'tools:read tools:write'],
  );
  assert.ok(authEvents(client).some((e) => e.step === 'challenge' && /stepping up/.test(e.message)));
});

test('the retry limit: a server that never accepts the scope gets a clear refusal, not a loop', async () => {
  // The consent grants only "basic" whatever is asked, so each step-up looks worth trying.
  const world = createFakeOAuthWorld({ challengeScope: 'basic', toolScopes: { whoami: 'admin' } });
  const client2 = setup(world, {
    maxAuthorizationsPerRequest: 3,
    authorize: (prompt) =>
      world.authorize({ ...prompt, url: prompt.url.replace(/scope=[^&]*/, 'scope=basic') }),
  });
  const outcome = await client2.callTool('whoami', {});
  assert.equal(outcome.kind, 'failed');
  const error = authError(outcome.kind === 'failed' ? outcome.error : undefined);
  assert.equal(error.step, 'step-up');
  assert.match(error.message, /Gave up after 3 authorizations/);
  // One for the discovery probe's 401, then three for the call before it gives up.
  assert.equal(world.authorizations.length, 4);

  // When the token already holds the scope the server asks for, authorizing again cannot help.
  const stuck = createFakeOAuthWorld({
    challengeScope: 'admin',
    override: (request, url) =>
      url.toString() === 'https://mcp.example.com/mcp' && request.headers.has('authorization')
        ? {
            status: 403,
            headers: { 'WWW-Authenticate': 'Bearer error="insufficient_scope", scope="admin"' },
            json: { error: 'insufficient_scope' },
          }
        : undefined,
  });
  const { error: stuckError } = await listFails(stuck);
  assert.equal(stuckError.step, 'step-up');
  assert.match(stuckError.message, /already has/);
  assert.equal(stuck.authorizations.length, 1);
});

test('authorization-server migration: a new issuer gets a new registration; old credentials stay home', async () => {
  const world = createFakeOAuthWorld();
  const client = setup(world);
  assert.equal((await client.listTools()).ok, true);
  const firstClientId = world.authorizations[0]!.searchParams.get('client_id');
  world.moveTo('https://auth2.example.com');
  world.revokeAll();
  assert.equal((await client.listTools({ refresh: true })).ok, true);
  assert.ok(authEvents(client).some((e) => e.step === 'migration' && e.status === 'ok'));
  assert.equal(world.registrations.length, 2);
  const second = world.authorizations[1]!;
  assert.equal(second.origin, 'https://auth2.example.com');
  assert.notEqual(second.searchParams.get('client_id'), firstClientId);
  for (const request of world.requests.filter((r) => r.url.startsWith('https://auth2.example.com'))) {
    assert.equal(request.text.includes(firstClientId!), false);
  }
  assert.equal(client.auth?.state().issuer, 'https://auth2.example.com');
});

test('RFC 9207: iss checked by exact comparison, required when advertised, before any error is read', async () => {
  for (const [iss, advertised, ok] of [
    ['correct', true, true],
    ['omit', false, true],
    ['omit', true, false],
    ['wrong', true, false],
    ['wrong', false, false],
    ['trailing-slash', true, false],
  ] as const) {
    const world = createFakeOAuthWorld({
      iss,
      metadata: { authorization_response_iss_parameter_supported: advertised ? true : undefined },
    });
    const client = setup(world);
    const listing = await client.listTools();
    assert.equal(listing.ok, ok, `${iss} / advertised ${advertised}`);
    if (!ok) {
      assert.equal(authError(listing.ok ? undefined : listing.error).step, 'authorization-response');
      assert.equal(world.tokenRequests.length, 0, 'the code never reached a token endpoint');
    }
  }
  // A denied consent is reported with the server's text, once iss checked out.
  const denied = await listFails(createFakeOAuthWorld({ deny: true }));
  assert.match(denied.error.message, /access_denied: The user said no\./);
  assert.match(denied.error.fix ?? '', /Consent was denied/);
});

test('a forged or stale state is discarded', async () => {
  const world = createFakeOAuthWorld();
  const { error } = await listFails(world, {
    authorize: async (prompt) => {
      const result = await world.authorize(prompt);
      return 'callbackUrl' in result
        ? { callbackUrl: result.callbackUrl.replace(/state=[^&]*/, 'state=forged') }
        : result;
    },
  });
  assert.equal(error.step, 'authorization-response');
  assert.match(error.message, /state/);
  assert.equal(world.tokenRequests.length, 0);
});

test('hostile authorization servers get a clear refusal and never a code, a token or a secret', async (t) => {
  const cases: [string, FakeOAuthOptions, RegExp, string][] = [
    [
      'wrong issuer in the metadata',
      { metadata: { issuer: 'https://attacker.example.com' } },
      /names the issuer/,
      'authorization-server-metadata',
    ],
    [
      'a plain-HTTP token endpoint off loopback',
      { metadata: { token_endpoint: 'http://auth.example.com/token' } },
      /not loopback/,
      'authorization-server-metadata',
    ],
    [
      'no PKCE support',
      { metadata: { code_challenge_methods_supported: undefined } },
      /does not advertise PKCE/,
      'authorization-server-metadata',
    ],
    [
      'PKCE without S256',
      { metadata: { code_challenge_methods_supported: ['plain'] } },
      /not S256/,
      'authorization-server-metadata',
    ],
    [
      'a resource for another origin',
      { resource: 'https://evil.example.com/mcp' },
      /not for https:\/\/mcp\.example\.com\/mcp/,
      'resource-metadata',
    ],
    [
      'a plain-HTTP authorization server off loopback',
      { issuer: 'http://auth.example.com' },
      /can be used safely/,
      'resource-metadata',
    ],
    [
      'metadata redirected to another origin',
      {
        override: (_r, url) =>
          url.pathname === '/.well-known/oauth-authorization-server'
            ? { status: 302, headers: { Location: 'https://evil.example.com/metadata' } }
            : undefined,
      },
      /redirected to another origin/,
      'authorization-server-metadata',
    ],
    [
      'a huge metadata document',
      {
        override: (_r, url) =>
          url.pathname === '/.well-known/oauth-authorization-server'
            ? {
                text: `{"issuer":"${'x'.repeat(600 * 1024)}"}`,
                headers: { 'content-type': 'application/json' },
              }
            : undefined,
      },
      /more than 524288 bytes/,
      'authorization-server-metadata',
    ],
    [
      'malformed metadata',
      {
        override: (_r, url) =>
          url.pathname === '/.well-known/oauth-authorization-server'
            ? {
                text: '{"issuer": "https://auth.example.com",',
                headers: { 'content-type': 'application/json' },
              }
            : undefined,
      },
      /not answer with a JSON object/,
      'authorization-server-metadata',
    ],
    [
      'a plain-HTTP authorization endpoint off loopback',
      { metadata: { authorization_endpoint: 'http://auth.example.com/authorize' } },
      /not loopback/,
      'authorization-server-metadata',
    ],
    [
      'resource metadata redirected to another origin',
      {
        override: (_r, url) =>
          url.hostname === 'mcp.example.com' &&
          url.pathname.startsWith('/.well-known/oauth-protected-resource')
            ? { status: 302, headers: { Location: 'https://evil.example.com/prm' } }
            : undefined,
      },
      /redirected to another origin/,
      'resource-metadata',
    ],
    [
      'a huge resource metadata document',
      {
        override: (_r, url) =>
          url.hostname === 'mcp.example.com' &&
          url.pathname.startsWith('/.well-known/oauth-protected-resource')
            ? {
                text: `{"resource":"${'x'.repeat(600 * 1024)}"}`,
                headers: { 'content-type': 'application/json' },
              }
            : undefined,
      },
      /more than 524288 bytes/,
      'resource-metadata',
    ],
    [
      'malformed resource metadata',
      {
        override: (_r, url) =>
          url.hostname === 'mcp.example.com' &&
          url.pathname.startsWith('/.well-known/oauth-protected-resource')
            ? { text: '<html>sign in</html>', headers: { 'content-type': 'text/html' } }
            : undefined,
      },
      /not answer with a JSON object/,
      'resource-metadata',
    ],
  ];
  for (const [name, options, message, step] of cases) {
    await t.test(name, async () => {
      const world = createFakeOAuthWorld(options);
      const { client, error } = await listFails(world);
      assert.equal(error.step, step);
      assert.match(error.message, message);
      assert.ok((error.fix ?? '').length > 10, 'a fix is given');
      assert.equal(world.authorizations.length, 0, 'no consent was asked for');
      assert.equal(world.tokenRequests.length, 0, 'no token endpoint was called');
      assert.ok(authEvents(client).some((e) => e.status === 'failed' && e.fix));
    });
  }
  await t.test('a token endpoint that redirects: the code and verifier are not re-sent', async () => {
    const world = createFakeOAuthWorld({
      override: (request, url) =>
        url.pathname === '/token' && request.method === 'POST'
          ? { status: 307, headers: { Location: 'https://evil.example.com/token' } }
          : undefined,
    });
    const { error } = await listFails(world);
    assert.equal(error.step, 'token-request');
    assert.match(error.message, /not sent again anywhere/);
    assert.equal(
      world.requests.some((r) => r.url.startsWith('https://evil.example.com')),
      false,
    );
  });
  for (const [name, reply, message] of [
    [
      'a malformed token response',
      { text: '{"access_token": "half-a-tok', headers: { 'content-type': 'application/json' } },
      /did not answer with a JSON object/,
    ],
    [
      'a huge token response',
      {
        text: `{"access_token":"${'t'.repeat(600 * 1024)}","token_type":"Bearer"}`,
        headers: { 'content-type': 'application/json' },
      },
      /more than 524288 bytes/,
    ],
  ] as const) {
    await t.test(`${name} is refused and no token is sent`, async () => {
      const world = createFakeOAuthWorld({
        override: (request, url) =>
          url.pathname === '/token' && request.method === 'POST' ? reply : undefined,
      });
      const { error } = await listFails(world);
      assert.equal(error.step, 'token-request');
      assert.match(error.message, message);
      assert.ok((error.fix ?? '').length > 10, 'a fix is given');
      assert.equal(
        world.requests.some((r) => r.headers.get('authorization')?.startsWith('Bearer')),
        false,
      );
    });
  }
  await t.test('a token response that is not Bearer is refused', async () => {
    const world = createFakeOAuthWorld({
      override: (request, url) =>
        url.pathname === '/token' && request.method === 'POST'
          ? { json: { access_token: 'dpop-token-value', token_type: 'DPoP' } }
          : undefined,
    });
    const { error } = await listFails(world);
    assert.match(error.message, /Bearer tokens only/);
    assert.equal(
      world.requests.some((r) => r.headers.get('authorization')?.includes('dpop-token-value')),
      false,
    );
  });
  await t.test('a plain-HTTP MCP endpoint off loopback is never authorized', async () => {
    const world = createFakeOAuthWorld({ mcpUrl: 'http://mcp.example.com/mcp' });
    const { error } = await listFails(world);
    assert.equal(error.step, 'challenge');
    assert.match(error.message, /clear text/);
    assert.equal(world.requests.filter((r) => r.method === 'GET').length, 0);
  });
});

test('loopback servers may use plain HTTP (local test servers)', async () => {
  const world = createFakeOAuthWorld({ mcpUrl: 'http://127.0.0.1:9/mcp', issuer: 'http://localhost:10' });
  assert.equal((await setup(world).listTools()).ok, true);
});

test('tokens persist only in the storage given; signOut forgets them', async () => {
  const world = createFakeOAuthWorld();
  const storage = createMemoryStorage();
  const first = setup(world, { storage });
  assert.equal((await first.listTools()).ok, true);
  const second = setup(world, { storage });
  assert.equal((await second.listTools()).ok, true);
  assert.equal(world.authorizations.length, 1, 'the second client reused the stored token');
  await second.auth!.signOut();
  assert.equal(second.auth!.state().status, 'none');
  const third = setup(world, { storage });
  assert.equal((await third.listTools()).ok, true);
  assert.equal(world.authorizations.length, 2);
  // A fresh client without shared storage starts from nothing (memory is the default).
  const fresh = setup(world);
  assert.equal((await fresh.listTools()).ok, true);
  assert.equal(world.authorizations.length, 3);
});

test('a private tools/list is cached per token: another token does not see it', async () => {
  const world = createFakeOAuthWorld({ listTtlMs: 60_000 });
  const client = setup(world);
  assert.equal((await client.listTools()).ok, true);
  assert.equal((await client.listTools()).ok, true);
  assert.equal(
    world.calls('tools/list').length,
    2,
    'the 401 and the authorized list; the second list came from the cache',
  );
  await client.auth!.signOut();
  assert.equal((await client.listTools()).ok, true);
  assert.ok(world.calls('tools/list').length > 2, 'signed out, the cached private list is not served');
});

test('concurrent requests share one authorization', async () => {
  const world = createFakeOAuthWorld();
  const client = setup(world);
  assert.equal((await client.connect()).ok, true);
  world.revokeAll();
  const results = await Promise.all([
    client.request('tools/list'),
    client.request('tools/list'),
    client.request('tools/list'),
  ]);
  for (const r of results) assert.equal(r.ok, true);
  assert.equal(world.authorizations.length, 2);
});

test('a cancelled consent is reported, and the redirect mode resumes from the pending record', async () => {
  const world = createFakeOAuthWorld();
  let saved: Parameters<OAuthOptions['authorize']>[0] | undefined;
  const client = setup(world, {
    authorize: async (prompt) => {
      saved = prompt;
      return { cancelled: 'the page is navigating to the authorization server' };
    },
  });
  const listing = await client.listTools();
  assert.equal(listing.ok, false);
  assert.equal(authError(listing.ok ? undefined : listing.error).step, 'authorization-request');
  assert.ok(saved);
  // The browser comes back: a new page (a new client) finishes the flow from the saved record.
  const pending = JSON.parse(JSON.stringify(saved.pending));
  const result = await world.authorize(saved);
  const returned = setup(world);
  const resumed = await returned.auth!.resume(pending, 'callbackUrl' in result ? result.callbackUrl : '');
  assert.equal(resumed.ok, true, JSON.stringify(resumed));
  assert.equal((await returned.listTools()).ok, true);
  assert.equal(world.authorizations.length, 1);
  // A record for another endpoint is refused.
  const other = createClient({
    url: 'https://other.example.com/mcp',
    fetch: world.fetch,
    auth: { redirectUri: REDIRECT, authorize: world.authorize },
  });
  assert.equal((await other.auth!.resume(pending, 'https://app.example/oauth/callback?code=x')).ok, false);
});
