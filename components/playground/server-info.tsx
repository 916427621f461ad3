'use client';

import type { ConnectionState } from '@/lib/client/index';
import { Disclosure } from './disclosure';
import { FindingList } from './finding-list';
import { HiddenText } from './hidden-text';
import { JsonView } from './json-view';
import { safeHttpUrl } from './safe-url';
import { useFindings } from './validation-context';

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * Who answered: era and negotiated version, server info, capabilities and instructions. All of it
 * is the server's own claim, shown as text; instructions reach a model, so they get the same
 * poisoning checks as tool descriptions.
 */
export function ServerInfo({ connection }: { connection: ConnectionState }) {
  // Poisoning findings on the instructions appear once the validation worker has answered.
  const store = useFindings();
  if (connection.status !== 'ready') return null;
  const info = connection.serverInfo ?? {};
  const website = safeHttpUrl(info.websiteUrl);
  const instructions = connection.instructions;
  const findings = (instructions ? store?.modelText(instructions) : undefined) ?? [];
  return (
    <section aria-labelledby="server-info-heading" className="mt-4 space-y-2 text-sm">
      <h3 id="server-info-heading" className="font-semibold text-slate-900 dark:text-white">
        Server
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt className="text-slate-600 dark:text-slate-400">Name</dt>
        <dd className="break-all">
          <HiddenText text={str(info.title) ?? str(info.name) ?? '(not given)'} />
          {str(info.title) && str(info.name) ? (
            <span className="ml-1 font-mono text-slate-600 dark:text-slate-400">
              (<HiddenText text={str(info.name)!} />)
            </span>
          ) : null}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Version</dt>
        <dd className="break-all">
          <HiddenText text={str(info.version) ?? '(not given)'} />
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Era</dt>
        <dd>
          {connection.era === 'modern' ? 'modern (per-request metadata)' : 'legacy (initialize + session)'}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Protocol</dt>
        <dd>
          {connection.protocolVersion}
          {connection.supportedVersions ? (
            <span className="text-slate-600 dark:text-slate-400">
              {' '}
              (supports {connection.supportedVersions.join(', ')})
            </span>
          ) : null}
        </dd>
        {connection.sessionId !== undefined ? (
          <>
            <dt className="text-slate-600 dark:text-slate-400">Session</dt>
            <dd className="font-mono break-all">{connection.sessionId}</dd>
          </>
        ) : null}
        {website ? (
          <>
            <dt className="text-slate-600 dark:text-slate-400">Website</dt>
            <dd className="break-all">
              <a
                href={website.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-sky-800 underline dark:text-sky-300"
              >
                {website.href}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {str(info.description) ? (
        <p className="text-xs text-slate-700 dark:text-slate-300">
          <HiddenText text={str(info.description)!} />
        </p>
      ) : null}
      <Disclosure summary={<>Capabilities</>}>
        {() => (
          <>
            <JsonView
              value={connection.capabilities ?? {}}
              fileName="capabilities.json"
              label="Server capabilities"
            />
          </>
        )}
      </Disclosure>
      {instructions ? (
        <div>
          <h4 className="text-xs font-medium text-slate-700 dark:text-slate-300">
            Instructions (read by the model)
          </h4>
          <p
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it
            tabIndex={0}
            className="mt-0.5 max-h-40 overflow-auto text-xs whitespace-pre-wrap break-words text-slate-800 focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-slate-200"
          >
            <HiddenText text={instructions} />
          </p>
          {findings.length > 0 ? (
            <FindingList findings={findings} label="Warnings on the instructions" />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
