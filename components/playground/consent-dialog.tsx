'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { OAuthPrompt } from '@/hooks/use-oauth';
import { HiddenText } from './hidden-text';

type ConsentPrompt = Extract<OAuthPrompt, { kind: 'consent' }>;

/**
 * The in-page mock's consent screen, rendered by the site from what its authorization server
 * sent: who asks (a client metadata document's host, or "registered dynamically"), where the
 * browser would go back to, and the scopes, each of which the person may withhold (the base one
 * aside). Closing the dialog denies.
 */
export function ConsentDialog({ prompt }: { prompt: ConsentPrompt | undefined }) {
  return (
    <Dialog
      open={prompt !== undefined}
      onClose={() => prompt?.decide('deny', [])}
      title="Authorize access"
      description={
        prompt ? (
          <>
            The in-page mock&apos;s authorization server asks whether{' '}
            <strong>
              <HiddenText text={prompt.consent.client.name} />
            </strong>{' '}
            may use <code className="break-all">{prompt.consent.resource}</code>.
          </>
        ) : undefined
      }
    >
      {prompt ? <ConsentBody key={prompt.id} prompt={prompt} /> : null}
    </Dialog>
  );
}

function ConsentBody({ prompt }: { prompt: ConsentPrompt }) {
  const { consent } = prompt;
  const [chosen, setChosen] = useState(() => new Set(consent.scopes.map((s) => s.name)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    prompt.decide('approve', [...chosen]);
  };
  const clientHost =
    consent.client.kind === 'client-id-metadata-document'
      ? (() => {
          try {
            return new URL(consent.client.id).host;
          } catch {
            return consent.client.id;
          }
        })()
      : undefined;
  return (
    <form onSubmit={submit} className="space-y-4 overflow-y-auto px-5 py-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt className="font-medium">Client</dt>
        <dd>
          <HiddenText text={consent.client.name} />{' '}
          <span className="text-slate-600 dark:text-slate-400">
            {clientHost
              ? `(client metadata document at ${clientHost})`
              : '(registered dynamically, unverified)'}
          </span>
        </dd>
        <dt className="font-medium">Goes back to</dt>
        <dd className="font-mono break-all">
          <HiddenText text={consent.redirectHost} />
        </dd>
      </dl>
      <fieldset className="space-y-1">
        <legend className="text-xs font-medium text-slate-700 dark:text-slate-300">Permissions</legend>
        {consent.scopes.map((scope) => (
          <label key={scope.name} className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-0.5"
              checked={chosen.has(scope.name)}
              disabled={scope.required}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(scope.name);
                else next.delete(scope.name);
                setChosen(next);
              }}
            />
            <span>
              <code>
                <HiddenText text={scope.name} />
              </code>{' '}
              — <HiddenText text={scope.description} />
              {scope.required ? ' (required)' : ''}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        A teaching authorization server: nobody signs in, approving is enough. The code it returns is
        exchanged with the PKCE verifier; the token stays in this page&apos;s memory.
      </p>
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          Approve
        </Button>
        <Button onClick={() => prompt.decide('deny', [])}>Deny</Button>
      </div>
    </form>
  );
}
