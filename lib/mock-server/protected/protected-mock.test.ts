import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { UserAgentStep } from '../../client/auth/oauth-options';
import { createPkce } from '../../client/auth/pkce';
import { createClient } from '../../client/create-client';
import { fetchFromHandler } from '../../client/testing/handler-fetch';
import type { AuthEvent } from '../../client/timeline-event';
import { loadConsent, submitConsent } from './consent-client';
import { createProtectedMockServer, type ProtectedMockOptions } from './create-protected-mock-server';

const ORIGIN = 'https://mock.example';
const MCP = `${ORIGIN}/mcp`;
const REDIRECT = 'https://lab.example/oauth/callback';

function world(options: ProtectedMockOptions = {}, approve: (scopes: string[]) => string[] = (s) => s) {
  const server = createProtectedMockServer({ catalogue: 'teaching', ...options });
  const fetch = fetchFromHandler((request) => server.handle(request));
  const consents: string[][] = [];
  const authorize: UserAgentStep = async (prompt) => {
    const loaded = await loadConsent(fetch, prompt.url);
    if (!loaded.ok) return { cancelled: loaded.message };
    consents.push(loaded.consent.scopes.map((s) => s.name));
    const decided = await submitConsent(
      fetch,
      loaded.consent,
      'approve',
      approve(loaded.consent.scopes.map((s) => s.name)),
    );
    return decided.ok ? { callbackUrl: decided.callbackUrl } : { cancelled: decided.message };
  };
  return { server, fetch, authorize, consents };
}

test('the in-page scenario end to end: 401, discovery, DCR, consent, token, tools; step-up for deploy_release', async () => {
  const w = world();
  const client = createClient({
    url: MCP,
    fetch: w.fetch,
    auth: { redirectUri: REDIRECT, authorize: w.authorize },
    onInputRequest: () => ({ action: 'accept', content: { confirm: true } }),
  });
  const listing = await client.listTools();
  assert.equal(listing.ok, true, JSON.stringify(listing));
  assert.ok(listing.ok && listing.value.tools.some((t) => t.name === 'search_issues'));
  assert.deepEqual(w.consents, [['tools:read', 'offline_access']]);
  assert.equal(client.auth?.state().refreshable, true);
  const read = await client.callTool('search_issues', { query: 'crash' });
  assert.equal(read.kind, 'complete', JSON.stringify(read));
  const deploy = await client.callTool('deploy_release', {
    service: 'docs-site',
    version: '1.2.3',
    environment: 'staging',
  });
  assert.equal(deploy.kind, 'complete', JSON.stringify(deploy));
  assert.deepEqual(w.consents[1], ['tools:read', 'offline_access', 'deploy']);
  const steps = client.timeline.events().filter((e): e is AuthEvent => e.type === 'auth');
  assert.ok(steps.some((e) => e.step === 'challenge' && /insufficient_scope/.test(e.message)));
  // Discovery took the issuer path: RFC 8414 with path insertion.
  assert.ok(
    steps.some(
      (e) =>
        e.step === 'authorization-server-metadata' &&
        e.status === 'ok' &&
        e.detail?.url === `${ORIGIN}/.well-known/oauth-authorization-server/oauth`,
    ),
  );
});

test('a person may grant less: without deploy the call ends in a clear refusal after the retries', async () => {
  const w = world({}, (scopes) => scopes.filter((s) => s !== 'deploy'));
  const client = createClient({
    url: MCP,
    fetch: w.fetch,
    auth: { redirectUri: REDIRECT, authorize: w.authorize },
  });
  const deploy = await client.callTool('deploy_release', {
    service: 'docs-site',
    version: '1.2.3',
    environment: 'staging',
  });
  assert.equal(deploy.kind, 'failed');
  assert.equal(deploy.kind === 'failed' && deploy.error.kind, 'auth');
});

test('a Client ID Metadata Document is used when the host lets the mock fetch it', async () => {
  const cimd = 'https://lab.example/oauth/client-metadata.json';
  const doc = {
    client_id: cimd,
    client_name: 'MCP Tool Lab',
    redirect_uris: [REDIRECT],
    token_endpoint_auth_method: 'none',
  };
  const w = world({
    fetchClientMetadata: async (url) => (url === cimd ? doc : Promise.reject(new Error('not trusted'))),
  });
  const client = createClient({
    url: MCP,
    fetch: w.fetch,
    auth: { redirectUri: REDIRECT, authorize: w.authorize, clientMetadataUrl: cimd },
  });
  assert.equal((await client.listTools()).ok, true);
  assert.equal(client.auth?.state().registration, 'client-id-metadata-document');
  assert.equal(client.auth?.state().clientId, cimd);
  // A document that does not name its own URL is refused before any consent.
  const bad = world({
    fetchClientMetadata: async () => ({ ...doc, client_id: 'https://elsewhere.example/x' }),
  });
  const loaded = await loadConsent(
    bad.fetch,
    `${ORIGIN}/oauth/authorize?client_id=${encodeURIComponent(cimd)}&redirect_uri=${encodeURIComponent(REDIRECT)}&response_type=code`,
  );
  assert.equal(loaded.ok, false);
  assert.match(!loaded.ok ? loaded.message : '', /does not name its own URL/);
});

async function register(fetch: ReturnType<typeof world>['fetch'], redirect = REDIRECT, name = 'Test client') {
  const response = await fetch(`${ORIGIN}/oauth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_name: name, redirect_uris: [redirect] }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function authorizeUrl(clientId: string, challenge: string, extra: Record<string, string> = {}) {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    state: 'st',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    resource: MCP,
    scope: 'tools:read',
    ...extra,
  });
  return `${ORIGIN}/oauth/authorize?${q}`;
}

test('the mock authorization server refuses what a real one must refuse', async (t) => {
  const w = world();
  const { body: reg } = await register(w.fetch);
  const pkce = await createPkce();
  const code = async (extra: Record<string, string> = {}) => {
    const loaded = await loadConsent(w.fetch, await authorizeUrl(reg.client_id!, pkce.challenge, extra));
    assert.ok(loaded.ok, !loaded.ok ? loaded.message : '');
    const back = await submitConsent(w.fetch, loaded.consent, 'approve');
    assert.ok(back.ok);
    return new URL(back.ok ? back.callbackUrl : '');
  };
  const token = (form: Record<string, string>) =>
    w.fetch(`${ORIGIN}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  await t.test('the redirect carries code, state and iss', async () => {
    const back = await code();
    assert.equal(back.origin + back.pathname, REDIRECT);
    assert.equal(back.searchParams.get('state'), 'st');
    assert.equal(back.searchParams.get('iss'), `${ORIGIN}/oauth`);
  });
  await t.test('PKCE verifier mismatch, code reuse, another redirect URI', async () => {
    const c = (await code()).searchParams.get('code')!;
    const base = {
      grant_type: 'authorization_code',
      client_id: reg.client_id!,
      redirect_uri: REDIRECT,
      resource: MCP,
    };
    const wrong = await token({ ...base, code: c, code_verifier: (await createPkce()).verifier });
    assert.equal(wrong.status, 400);
    assert.match(((await wrong.json()) as { error_description: string }).error_description, /PKCE/);
    const right = await token({ ...base, code: c, code_verifier: pkce.verifier });
    assert.equal(right.status, 200);
    const again = await token({ ...base, code: c, code_verifier: pkce.verifier });
    assert.equal(again.status, 400);
    const c2 = (await code()).searchParams.get('code')!;
    const other = await token({
      ...base,
      code: c2,
      code_verifier: pkce.verifier,
      redirect_uri: 'https://lab.example/other',
    });
    assert.equal(other.status, 400);
  });
  await t.test('no PKCE, a wrong resource and an unregistered redirect URI', async () => {
    const noPkce = await w.fetch(
      (await authorizeUrl(reg.client_id!, pkce.challenge)).replace(
        /code_challenge_method=S256/,
        'code_challenge_method=plain',
      ),
      {
        method: 'GET',
        redirect: 'manual',
      },
    );
    assert.equal(noPkce.status, 302);
    assert.equal(new URL(noPkce.headers.get('location')!).searchParams.get('error'), 'invalid_request');
    const resource = await w.fetch(
      await authorizeUrl(reg.client_id!, pkce.challenge, { resource: 'https://evil.example/mcp' }),
      {
        method: 'GET',
        redirect: 'manual',
      },
    );
    assert.equal(new URL(resource.headers.get('location')!).searchParams.get('error'), 'invalid_target');
    const redirect = await w.fetch(
      (await authorizeUrl(reg.client_id!, pkce.challenge)).replace(
        encodeURIComponent(REDIRECT),
        encodeURIComponent('https://evil.example/cb'),
      ),
      { method: 'GET', redirect: 'manual' },
    );
    assert.equal(redirect.status, 400, 'an untrusted redirect URI is never redirected to');
    const forged = await loadConsent(w.fetch, await authorizeUrl('v1.forged.client', pkce.challenge));
    assert.equal(forged.ok, false);
  });
  await t.test(
    'tokens: wrong resource, tampered, expired; registration of an insecure redirect URI',
    async () => {
      const plain = await register(w.fetch, 'http://lab.example/cb');
      assert.equal(plain.status, 400);
      assert.equal(plain.body.error, 'invalid_redirect_uri');
      const c = (await code()).searchParams.get('code')!;
      const issued = (await (
        await token({
          grant_type: 'authorization_code',
          client_id: reg.client_id!,
          redirect_uri: REDIRECT,
          code: c,
          code_verifier: pkce.verifier,
        })
      ).json()) as { access_token: string };
      const call = (t2: string, url = MCP) =>
        w.fetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${t2}`,
            'Content-Type': 'application/json',
            'Mcp-Method': 'tools/list',
            'MCP-Protocol-Version': '2026-07-28',
          },
          body: '{}',
        });
      const tampered = await call(`${issued.access_token.slice(0, -2)}xx`);
      assert.equal(tampered.status, 401);
      assert.match(tampered.headers.get('www-authenticate') ?? '', /error="invalid_token"/);
      const otherOrigin = await call(issued.access_token, 'https://other.example/mcp');
      assert.equal(otherOrigin.status, 401, 'a token is bound to the resource it was issued for');
      assert.match(otherOrigin.headers.get('www-authenticate') ?? '', /another resource/);
    },
  );
  await t.test('a denied consent goes back as access_denied', async () => {
    const loaded = await loadConsent(w.fetch, await authorizeUrl(reg.client_id!, pkce.challenge));
    assert.ok(loaded.ok);
    const back = await submitConsent(w.fetch, loaded.consent, 'deny');
    assert.equal(back.ok && new URL(back.callbackUrl).searchParams.get('error'), 'access_denied');
  });
  await t.test(
    'the HTML consent page escapes a hostile client name and allows only its own form targets',
    async () => {
      const hostile = await register(w.fetch, REDIRECT, '<script>alert(1)</script>"onload="x');
      const response = await w.fetch(await authorizeUrl(hostile.body.client_id!, pkce.challenge), {
        method: 'GET',
        headers: { Accept: 'text/html' },
      });
      const html = await response.text();
      assert.equal(html.includes('<script>'), false);
      assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;&quot;onload=&quot;x'));
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'none'/);
      assert.match(csp, /form-action 'self' https:\/\/lab\.example/);
      assert.match(csp, /frame-ancestors 'none'/);
    },
  );
});

test('browsers: an allowed origin gets CORS headers (WWW-Authenticate exposed), another origin 403', async () => {
  const w = world({ allowedOrigins: ['https://lab.example'] });
  const mcp = await w.fetch(MCP, {
    method: 'POST',
    headers: { Origin: 'https://lab.example', 'Content-Type': 'application/json' },
    body: '{}',
  });
  assert.equal(mcp.status, 401);
  assert.equal(mcp.headers.get('access-control-allow-origin'), 'https://lab.example');
  assert.match(mcp.headers.get('access-control-expose-headers') ?? '', /WWW-Authenticate/i);
  const prm = await w.fetch(`${ORIGIN}/.well-known/oauth-protected-resource/mcp`, {
    method: 'GET',
    headers: { Origin: 'https://lab.example' },
  });
  assert.equal(prm.headers.get('access-control-allow-origin'), 'https://lab.example');
  const preflight = await w.fetch(`${ORIGIN}/oauth/token`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://lab.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://lab.example');
  const foreign = await w.fetch(`${ORIGIN}/oauth/token`, {
    method: 'POST',
    headers: { Origin: 'https://evil.example' },
    body: '',
  });
  assert.equal(foreign.status, 403);
});

/** The HTML consent page a browser gets, and the hidden fields of its form. */
async function consentForm(fetch: ReturnType<typeof world>['fetch'], url: string) {
  const page = await fetch(url, { method: 'GET', headers: { Accept: 'text/html' } });
  assert.equal(page.status, 200);
  const html = await page.text();
  const field = (name: string) =>
    new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
  return { html, ticket: field('ticket')!, formToken: field('form_token') };
}

/** Posts a decision the way a browser posts the consent form: form fields and the headers given. */
function decide(
  fetch: ReturnType<typeof world>['fetch'],
  fields: Record<string, string | undefined>,
  headers: Record<string, string>,
) {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  return fetch(`${ORIGIN}/oauth/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', ...headers },
    body: form.toString(),
    redirect: 'manual',
  });
}

/** What Chromium sends with the consent page's own form (the page sends no referrer). */
const OWN_PAGE = { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' };

test('the consent form posted by a browser with Origin: null is accepted by its form token, once', async () => {
  let clock = 1_000_000;
  const w = world({ now: () => clock });
  const { body: reg } = await register(w.fetch);
  const pkce = await createPkce();
  const url = await authorizeUrl(reg.client_id!, pkce.challenge);
  const form = await consentForm(w.fetch, url);
  assert.ok(form.formToken, 'the HTML consent page carries a form token');
  const approved = await decide(
    w.fetch,
    { ticket: form.ticket, form_token: form.formToken, decision: 'approve' },
    OWN_PAGE,
  );
  assert.equal(approved.status, 302, await approved.text());
  const back = new URL(approved.headers.get('location')!);
  assert.equal(back.origin + back.pathname, REDIRECT);
  assert.ok(back.searchParams.get('code'));
  // A form is sent once: the same ticket and token again are refused, and the refusal goes back to
  // the client (the page waiting for the window hears of it), with no code.
  const again = await decide(
    w.fetch,
    { ticket: form.ticket, form_token: form.formToken, decision: 'approve' },
    OWN_PAGE,
  );
  assert.equal(again.status, 302);
  const refused = new URL(again.headers.get('location')!);
  assert.equal(refused.origin + refused.pathname, REDIRECT);
  assert.equal(refused.searchParams.get('error'), 'invalid_request');
  assert.match(refused.searchParams.get('error_description')!, /already decided/);
  assert.equal(refused.searchParams.get('state'), back.searchParams.get('state'));
  assert.equal(refused.searchParams.get('code'), null);

  // Origin: null without a form token (a sandboxed frame or a data: page anywhere): refused.
  const fresh = await consentForm(w.fetch, url);
  const bare = await decide(w.fetch, { ticket: fresh.ticket, decision: 'approve' }, OWN_PAGE);
  assert.equal(bare.status, 403);
  assert.match(await bare.text(), /form token is missing/);
  // A token of another consent page does not fit this ticket.
  const other = await consentForm(w.fetch, url);
  const swapped = await decide(
    w.fetch,
    { ticket: fresh.ticket, form_token: other.formToken, decision: 'approve' },
    OWN_PAGE,
  );
  assert.equal(swapped.status, 403);
  assert.match(await swapped.text(), /another consent page/);
  // A changed token fails its seal.
  const forged = await decide(
    w.fetch,
    { ticket: fresh.ticket, form_token: `${fresh.formToken!.slice(0, -3)}abc`, decision: 'approve' },
    OWN_PAGE,
  );
  assert.equal(forged.status, 403);
  // A page on another site that got hold of a token: the browser's fetch metadata gives it away.
  const crossSite = await decide(
    w.fetch,
    { ticket: fresh.ticket, form_token: fresh.formToken, decision: 'approve' },
    { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
  );
  assert.equal(crossSite.status, 403);
  assert.match(await crossSite.text(), /another site/);
  // A named Origin is still checked as before, token or not.
  const foreign = await decide(
    w.fetch,
    { ticket: fresh.ticket, form_token: fresh.formToken, decision: 'approve' },
    { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
  );
  assert.equal(foreign.status, 403);
  // Short-lived: five minutes later the page's token has expired (its ticket would still do). The
  // page was genuine, only left open: the error goes back to the client, which can start again.
  clock += 300_001;
  const late = await decide(
    w.fetch,
    { ticket: fresh.ticket, form_token: fresh.formToken, decision: 'approve' },
    OWN_PAGE,
  );
  assert.equal(late.status, 302);
  const tooOld = new URL(late.headers.get('location')!);
  assert.equal(tooOld.searchParams.get('error'), 'invalid_request');
  assert.match(tooOld.searchParams.get('error_description')!, /too old/);
  assert.equal(tooOld.searchParams.get('code'), null);
  // Once the ticket itself has expired, neither its client nor its state can be trusted: the error
  // is shown on the page alone.
  const expired = await consentForm(w.fetch, url);
  clock += 600_001;
  const lost = await decide(
    w.fetch,
    { ticket: expired.ticket, form_token: expired.formToken, decision: 'approve' },
    OWN_PAGE,
  );
  assert.equal(lost.status, 403);
  assert.match(await lost.text(), /too old/);
  clock -= 600_001;
  // The untouched ticket still works where no token is needed: a caller without a browser Origin.
  const cli = await decide(w.fetch, { ticket: fresh.ticket, decision: 'deny' }, {});
  assert.equal(cli.status, 302);
  assert.equal(new URL(cli.headers.get('location')!).searchParams.get('error'), 'access_denied');
});

test('on loopback the authorization endpoints answer only loopback Host names (DNS rebinding)', async () => {
  const server = createProtectedMockServer({ catalogue: 'teaching' });
  const get = (host: string) =>
    server.handle(
      new Request('http://127.0.0.1:8787/.well-known/oauth-authorization-server/oauth', {
        headers: { Host: host },
      }),
      { loopback: true },
    );
  assert.equal((await get('127.0.0.1:8787')).status, 200);
  const rebound = await get('rebound.example:8787');
  assert.equal(rebound.status, 403);
  assert.match(await rebound.text(), /DNS rebinding/);
});
