import { MOCK_SCOPES } from './mock-scopes';

/** What the consent screen shows; the site renders it from JSON, a browser from {@link consentPage}. */
export interface ConsentDescriptor {
  /** Sealed: binds the decision to exactly this request (client, redirect URI, PKCE, scope). */
  ticket: string;
  /** Where the decision is posted (`application/x-www-form-urlencoded`: ticket, decision, scope…). */
  decisionUrl: string;
  client: { id: string; name: string; kind: 'client-id-metadata-document' | 'dynamic' };
  redirectUri: string;
  /** Shown prominently: the spec wants the redirect host displayed (localhost impersonation). */
  redirectHost: string;
  resource: string;
  scopes: { name: string; description: string; required: boolean }[];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function scopeDescription(name: string): string {
  return MOCK_SCOPES[name] ?? 'A scope this server does not describe';
}

/**
 * The consent screen as a self-contained HTML page (for a real browser, e.g. the one the CLI
 * opens). Every value is escaped: a client's name comes from its registration and is hostile. No
 * script; the form posts back to the authorization endpoint with the ticket and `formToken`, which
 * lets the server accept the post although the browser sends it with `Origin: null` (see
 * consent-form-token.ts).
 */
export function consentPage(consent: ConsentDescriptor, formToken: string): string {
  const client =
    consent.client.kind === 'client-id-metadata-document'
      ? `${escapeHtml(consent.client.name)} <small>(${escapeHtml(new URL(consent.client.id).host)})</small>`
      : `${escapeHtml(consent.client.name)} <small>(registered dynamically, unverified)</small>`;
  const scopes = consent.scopes
    .map(
      (s) =>
        `<li><label><input type="checkbox" name="scope" value="${escapeHtml(s.name)}" checked${s.required ? ' disabled' : ''}> <code>${escapeHtml(s.name)}</code> — ${escapeHtml(s.description)}</label>${s.required ? `<input type="hidden" name="scope" value="${escapeHtml(s.name)}">` : ''}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authorize ${escapeHtml(consent.client.name)} — MCP Tool Lab mock</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#111}main{border:1px solid #ccc;border-radius:.5rem;padding:1.5rem}button{font:inherit;padding:.4rem 1rem;margin-right:.5rem}ul{padding-left:1.2rem}small{color:#555}.host{font-weight:bold}</style>
</head><body><main>
<h1>Authorize access</h1>
<p>${client} asks to use the MCP server <code>${escapeHtml(consent.resource)}</code>.</p>
<p>After you decide, your browser goes to <span class="host">${escapeHtml(consent.redirectHost)}</span>.</p>
<form method="post" action="${escapeHtml(consent.decisionUrl)}">
<input type="hidden" name="ticket" value="${escapeHtml(consent.ticket)}">
<input type="hidden" name="form_token" value="${escapeHtml(formToken)}">
<fieldset><legend>Permissions</legend><ul>${scopes}</ul></fieldset>
<p><button type="submit" name="decision" value="approve">Approve</button><button type="submit" name="decision" value="deny">Deny</button></p>
</form>
<p><small>This is the teaching authorization server of MCP Tool Lab: nobody signs in, approving is enough.</small></p>
</main></body></html>`;
}

/**
 * A page for an authorization request or decision that cannot be sent back to its client: a bad
 * client or redirect URI, or a decision this server cannot trust. The person reads why here.
 */
export function errorPage(description: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorization error</title></head><body><main><h1>This authorization cannot go on</h1><p>${escapeHtml(description)}.</p><p>Nothing was sent back to the application that asked: close this window and start the sign-in again there.</p></main></body></html>`;
}
