'use client';

import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { copyToClipboard } from '@/lib/browser/clipboard';
import {
  bridgeAdvice,
  bridgeRestartAdvice,
  corsAdvice,
  corsHeaderLines,
  isBridgeConnection,
  probableCauses,
  type Reachability,
} from './cors-advice';

/**
 * Asks whether anything answers at `url` without reading the answer: a `no-cors` request resolves
 * (opaquely) when a server responded and rejects when nothing did, which tells "CORS refused it"
 * from "nobody is there". The request is a bodiless POST; an MCP server answers it with an error.
 */
async function probeReachability(url: string, signal: AbortSignal): Promise<Reachability> {
  try {
    await fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal });
    return 'reachable';
  } catch {
    return signal.aborted ? 'unknown' : 'unreachable';
  }
}

/** The bridge commands to show, the likelier first. */
function commandsInOrder(bridge: { target?: string; stdio: string }, stdioFirst: boolean) {
  const stdio = {
    label: 'Bridge command for a stdio server',
    intro: 'A stdio server (replace the placeholder with the command that starts it):',
    command: bridge.stdio,
  };
  const target = bridge.target
    ? [
        {
          label: 'Bridge command for an HTTP server',
          intro: 'An HTTP server at that address:',
          command: bridge.target,
        },
      ]
    : [];
  return stdioFirst ? [stdio, ...target] : [...target, stdio];
}

/** A command in a box, with a button that copies it. */
function CommandLine({ label, command }: { label: string; command: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex items-start gap-2">
      <figure aria-label={label} className="min-w-0 flex-1">
        <pre className="overflow-auto rounded bg-white p-2 font-mono text-xs whitespace-pre-wrap break-all dark:bg-slate-950">
          {command}
        </pre>
      </figure>
      <Button
        size="sm"
        aria-label={`Copy: ${label}`}
        onClick={async () => setCopied(await copyToClipboard(command))}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}

/**
 * Shown when a server URL cannot be reached from this page: the probable cause, what the browser
 * asks the user first (Local Network Access), the exact bridge command when a bridge on the user's
 * machine is the way round, the exact CORS response headers the server must send for a 2026-07-28
 * client (with `Mcp-Name` and the selected tool's `Mcp-Param-*`), and how to reach a server running
 * on your own machine.
 */
export function CorsDoctor({
  url,
  customHeaders,
  paramHeaders,
}: {
  url: string;
  customHeaders: readonly string[];
  paramHeaders: readonly string[];
}) {
  const [reachability, setReachability] = useState<Reachability>('unknown');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setReachability('unknown');
    void probeReachability(url, controller.signal).then((r) => {
      if (!controller.signal.aborted) setReachability(r);
    });
    return () => controller.abort();
  }, [url]);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const advice = useMemo(
    () => corsAdvice({ pageOrigin: origin, targetUrl: url, customHeaders, paramHeaders }),
    [origin, url, customHeaders, paramHeaders],
  );
  // A bridge of ours: the fix is its --site, not another bridge in front of it.
  const restart = isBridgeConnection(customHeaders)
    ? bridgeRestartAdvice({ pageOrigin: origin, reachability })
    : undefined;
  const causes = restart
    ? []
    : probableCauses({
        pageUrl: typeof window === 'undefined' ? origin : window.location.href,
        targetUrl: url,
        reachability,
      });
  const lines = corsHeaderLines(advice);
  const bridge = restart
    ? undefined
    : bridgeAdvice({
        pageUrl: typeof window === 'undefined' ? origin : window.location.href,
        targetUrl: url,
        reachability,
      });
  const lna = advice.localNetwork;
  // Nothing listening on this machine: most likely a stdio server, so that command comes first.
  const stdioFirst = reachability === 'unreachable' && lna?.space !== 'local';
  return (
    <section
      aria-labelledby="cors-doctor-heading"
      className="mt-3 space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40"
    >
      <h3 id="cors-doctor-heading" className="font-semibold text-amber-950 dark:text-amber-100">
        CORS doctor
      </h3>
      <p className="text-xs text-amber-950 dark:text-amber-100" aria-live="polite">
        {reachability === 'unknown'
          ? 'Checking whether anything answers at that address…'
          : reachability === 'reachable'
            ? 'Something answers at that address, but this page may not read its answers.'
            : 'Nothing answers at that address from this browser.'}
      </p>
      {restart ? (
        // Ours to fix in one command: the command first, then why.
        <>
          <h4 className="text-xs font-semibold">Restart the bridge for this page</h4>
          <CommandLine label="Bridge command with --site" command={restart.command} />
          <h4 className="text-xs font-semibold">Why</h4>
          <p className="text-xs">{restart.cause}</p>
        </>
      ) : (
        <>
          <h4 className="text-xs font-semibold">Probable cause</h4>
          <ol className="list-decimal space-y-1 pl-5 text-xs">
            {causes.map((cause) => (
              <li key={cause}>{cause}</li>
            ))}
          </ol>
        </>
      )}
      {bridge ? (
        <>
          <h4 className="text-xs font-semibold">Run a bridge on your machine</h4>
          <p className="text-xs">
            {bridge.why} It listens on 127.0.0.1 only and prints a link that opens this playground with the
            address and its token filled in (see{' '}
            <a className="underline" href="/docs/connecting-to-local-servers">
              Connecting to local servers
            </a>
            ).
          </p>
          {commandsInOrder(bridge, stdioFirst).map((line) => (
            <div key={line.label} className="space-y-1">
              <p className="text-xs">{line.intro}</p>
              <CommandLine label={line.label} command={line.command} />
            </div>
          ))}
        </>
      ) : null}
      {lna ? (
        // The first thing to check when no command is the way round; folded beside a command.
        <details open={!restart && !bridge} className="text-xs">
          <summary className="cursor-pointer font-semibold">
            Your browser asks first (local network access)
          </summary>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>{lna.chrome}</li>
            <li>{lna.firefox}</li>
            <li>{lna.safari}</li>
            <li>{lna.server}</li>
          </ul>
        </details>
      ) : null}
      {restart ? null : (
        // Changing the server is the fix when no bridge helps (a public server); beside a bridge
        // command it is the other way, folded so the command stays in view.
        <details open={!bridge} className="space-y-2 text-xs">
          <summary className="cursor-pointer font-semibold">
            If you can change the server: the CORS headers it must send (2026-07-28)
          </summary>
          <p className="mt-1">
            On the preflight (OPTIONS, answered with 204) and on every response. Better than a fixed list:
            echo the browser&apos;s <code>Access-Control-Request-Headers</code>, because every tool can name
            its own <code>Mcp-Param-*</code> headers.
          </p>
          <figure aria-label="Required CORS response headers">
            <pre className="overflow-auto rounded bg-white p-2 font-mono text-xs whitespace-pre-wrap break-all dark:bg-slate-950">
              {lines}
            </pre>
          </figure>
          <Button
            size="sm"
            onClick={async () => {
              setCopied(await copyToClipboard(lines));
            }}
          >
            {copied ? 'Copied' : 'Copy headers'}
          </Button>
          <h4 className="font-semibold">Reaching a server on your machine</h4>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              Listen on <code>127.0.0.1</code> and use <code>http://127.0.0.1:PORT/mcp</code> here: browsers
              allow plain http to loopback, even from an https page (after asking you, for a page on the
              internet).
            </li>
            <li>
              Add the headers above in your server (most frameworks have a CORS middleware; allow the origin{' '}
              <code>{advice.allowOrigin || 'of this page'}</code>).
            </li>
            <li>
              The server must also accept the <code>Origin</code> header of this page (the spec requires
              servers to check it and answer 403 otherwise).
            </li>
            <li>
              To try your tool definitions without a server, paste them into the mock (Connection → Mock
              scenario → Add a tool), or run{' '}
              <code>npx mcp-tool-lab serve --allow-origin {advice.allowOrigin || '<this origin>'}</code>.
            </li>
          </ul>
        </details>
      )}
    </section>
  );
}
