'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { OAuthPrompt } from '@/hooks/use-oauth';
import { HiddenText } from './hidden-text';

type RemotePrompt = Extract<OAuthPrompt, { kind: 'remote' }>;

/**
 * A remote server wants a sign-in. The person starts it (a popup may only open from a click): in
 * a window, or in this tab (the playground comes back to `returnTo` with its state). Closing the
 * dialog cancels the authorization.
 */
export function AuthorizeDialog({
  prompt,
  waiting,
  returnTo,
}: {
  prompt: RemotePrompt | undefined;
  waiting: boolean;
  returnTo(): Promise<string>;
}) {
  const [blocked, setBlocked] = useState(false);
  return (
    <Dialog
      open={prompt !== undefined}
      onClose={() => {
        setBlocked(false);
        prompt?.cancel();
      }}
      title="Sign-in needed"
      description={
        prompt ? (
          <>
            <code className="break-all">
              <HiddenText text={prompt.prompt.issuer} />
            </code>{' '}
            authorizes this server. Sign in there to give the playground a token
            {prompt.prompt.scope ? (
              <>
                {' '}
                for{' '}
                <code>
                  <HiddenText text={prompt.prompt.scope} />
                </code>
              </>
            ) : null}
            .
          </>
        ) : undefined
      }
    >
      {prompt ? (
        <div className="space-y-3 px-5 py-4 text-sm">
          <p className="text-xs text-slate-600 dark:text-slate-400">
            The sign-in page is the authorization server&apos;s; it sends you back to this site&apos;s{' '}
            <code>/oauth/callback</code>. The token stays in this page&apos;s memory and goes only to the
            server you connected to.
          </p>
          {waiting ? (
            <p role="status">Waiting for the sign-in window… finish there, or cancel.</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="primary" onClick={() => setBlocked(prompt.popup() === 'blocked')}>
                Sign in in a new window
              </Button>
              <Button onClick={() => void returnTo().then((to) => prompt.redirect(to))}>
                Sign in in this tab
              </Button>
            </div>
          )}
          {blocked ? (
            <p role="alert" className="text-xs text-red-800 dark:text-red-300">
              The browser blocked the window. Allow pop-ups for this site, or sign in in this tab.
            </p>
          ) : null}
          <Button onClick={() => prompt.cancel()}>Cancel</Button>
        </div>
      ) : null}
    </Dialog>
  );
}
