'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { OAuthPrompt, PopupState } from '@/hooks/use-oauth';
import { HiddenText } from './hidden-text';

type RemotePrompt = Extract<OAuthPrompt, { kind: 'remote' }>;

/**
 * A remote server wants a sign-in. The person starts it (a popup may only open from a click): in
 * a window, or in this tab (the playground comes back to `returnTo` with its state). Closing the
 * dialog cancels the authorization. While a window is open the way out stays in view (open it
 * again, sign in in this tab, cancel); a window closed without an answer, which is also what a
 * person does after the authorization server showed an error, is said so, with the same choices.
 */
export function AuthorizeDialog({
  prompt,
  popup,
  returnTo,
}: {
  prompt: RemotePrompt | undefined;
  popup: PopupState;
  returnTo(): Promise<string>;
}) {
  const [blocked, setBlocked] = useState(false);
  const open = () => setBlocked(prompt?.popup() === 'blocked');
  const inThisTab = () => void returnTo().then((to) => prompt?.redirect(to));
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
          {popup === 'waiting' ? (
            <p role="status">
              Waiting for the sign-in window… Finish there. If it shows an error or you closed it, open it
              again or sign in in this tab.
            </p>
          ) : popup === 'lost' ? (
            <p role="alert" className="text-amber-900 dark:text-amber-200">
              The sign-in window closed without sending an answer back (if the sign-in page showed an error,
              it is the server&apos;s). Try again: the playground still takes the answer of a window that
              finishes late.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button variant={popup === 'none' ? 'primary' : 'default'} onClick={open}>
              {popup === 'none' ? 'Sign in in a new window' : 'Open the sign-in window again'}
            </Button>
            <Button onClick={inThisTab}>
              {popup === 'none' ? 'Sign in in this tab' : 'Sign in in this tab instead'}
            </Button>
          </div>
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
