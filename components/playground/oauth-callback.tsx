'use client';

import { useEffect, useState } from 'react';
import { type CallbackOutcome, handleCallback } from '@/lib/browser/oauth-browser';
import { tabStorage } from '@/lib/browser/storage';

/**
 * The OAuth redirect URI of the site. It never reads the code itself: it hands the redirect to the
 * page that started the authorization — over a BroadcastChannel to a waiting page (popup mode, then
 * it closes), or through sessionStorage back to the page it came from (redirect mode).
 */
export function OAuthCallback() {
  const [outcome, setOutcome] = useState<CallbackOutcome>();
  useEffect(() => {
    const result = handleCallback({
      href: window.location.href,
      storage: tabStorage(),
      channel: () =>
        typeof BroadcastChannel === 'function' ? new BroadcastChannel('mcp-tool-lab-oauth') : undefined,
      replaceUrl: (url) => window.history.replaceState(null, '', url),
    });
    setOutcome(result);
    if (result.mode === 'redirect') window.location.replace(result.returnTo);
    // A popup closes itself; a tab the person opened by hand stays with the message below.
    if (result.mode === 'popup') window.close();
  }, []);
  return (
    <p role="status" className="text-slate-700 dark:text-slate-300">
      {outcome === undefined
        ? 'Finishing the authorization…'
        : outcome.mode === 'redirect'
          ? 'Authorized. Going back to the playground…'
          : outcome.mode === 'popup'
            ? 'Done: the playground has the answer. You can close this window.'
            : `This page could not finish the authorization: ${outcome.reason}. Start it again from the playground.`}
    </p>
  );
}
