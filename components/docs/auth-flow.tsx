'use client';

import dynamic from 'next/dynamic';

const STEPS = [
  'The server asks for authorization: HTTP 401 with WWW-Authenticate',
  'Protected resource metadata (RFC 9728)',
  'Authorization server metadata (RFC 8414 / OpenID)',
  'Client identity: the site’s client metadata document',
  'Consent: authorization code with PKCE S256 and resource',
  'Authorization response: state and iss checked',
  'Token request: the code and the PKCE verifier',
  'The first request again, with the token',
];

/** What the page shows without JavaScript, and while the live part loads. */
function StaticSteps() {
  return (
    <div className="space-y-2 px-4 py-3 text-sm">
      <p className="text-slate-700 dark:text-slate-300">
        With JavaScript on, this box runs the flow in your browser. The steps it goes through:
      </p>
      <ol className="list-decimal space-y-0.5 pl-5 text-slate-700 dark:text-slate-300">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

const Live = dynamic(() => import('./auth-flow-live').then((m) => m.AuthFlowLive), {
  ssr: false,
  loading: StaticSteps,
});

/**
 * `<AuthFlow />`: the OAuth flow against the in-page protected mock, live and one request at a
 * time. The Workers and the client load only in the browser; the server renders the list of steps.
 */
export function AuthFlow() {
  return (
    <figure
      aria-labelledby="auth-flow-title"
      data-live="auth-flow"
      className="not-prose my-6 overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <figcaption className="border-b border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <p id="auth-flow-title" className="font-semibold text-slate-900 dark:text-white">
          The flow, live: the in-page protected mock
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          A mock MCP server and its own authorization server run in a Web Worker of this page. Nothing leaves
          your browser, and the token stays in this page&apos;s memory.
        </p>
      </figcaption>
      <Live />
    </figure>
  );
}
