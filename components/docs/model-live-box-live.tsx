'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import weeklyDigest from '@/content/evals/weekly-digest.json';
import { useMcpInputRequests } from '@/hooks/use-mcp-input-requests';
import { usePlaygroundMock } from '@/hooks/use-playground-mock';
import { useValidationClient } from '@/hooks/use-validation-client';
import {
  createClient,
  describeClientError,
  type McpClient,
  MOCK_URL,
  type ToolListing,
} from '@/lib/client/index';
import { ModelSection } from '../model/model-section';
import { InputRequestDialog } from '../playground/input-request-dialog';
import { ValidationContext } from '../playground/validation-context';

/** The tools the page's static part shows, and the only ones offered to the model here. */
const OFFERED = new Set(['search_issues', 'get_issue', 'generate_report']);
const SUITE_TEXT = `${JSON.stringify(weeklyDigest, null, 2)}\n`;

/**
 * The live box of "How models choose tools": the in-page mock (a Web Worker), a client for it
 * with its input dialog (a production deploy asks first), and the playground's model panels over
 * three of its tools, with the page's three-case suite. Nothing is kept in storage.
 */
export function ModelLiveBoxLive() {
  const mock = usePlaygroundMock();
  const validator = useValidationClient();
  const input = useMcpInputRequests();
  const client = useRef<McpClient | undefined>(undefined);
  const [listing, setListing] = useState<ToolListing>();
  const [status, setStatus] = useState('Starting the mock server…');
  const askedOnce = useRef(false);
  if (input.pending) askedOnce.current = true;

  useEffect(() => {
    if (!validator) return;
    let live = true;
    const mcp = createClient({ url: MOCK_URL, fetch: mock.fetch, validator, onInputRequest: input.handler });
    client.current = mcp;
    void (async () => {
      const connected = await mcp.connect();
      if (!live) return;
      if (!connected.ok) {
        setStatus(`The mock server did not start: ${describeClientError(connected.error)}`);
        return;
      }
      const listed = await mcp.listTools();
      if (!live) return;
      if (!listed.ok) {
        setStatus(`The mock server's tools could not be listed: ${describeClientError(listed.error)}`);
        return;
      }
      setListing(listed.value);
      setStatus(
        'Connected to the in-page mock: search_issues, get_issue and generate_report are offered to the model.',
      );
    })();
    return () => {
      live = false;
      void mcp.close();
    };
  }, [validator, mock.fetch, input.handler]);

  const offered = useMemo(
    () => (listing ? { ...listing, tools: listing.tools.filter((t) => OFFERED.has(t.name)) } : undefined),
    [listing],
  );
  const current = useCallback(() => client.current, []);
  const validation = useMemo(() => (validator ? { client: validator } : {}), [validator]);
  return (
    <ValidationContext.Provider value={validation}>
      <div className="space-y-3 px-4 py-3">
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {status}
        </p>
        <ModelSection
          client={current}
          listing={offered}
          connected={offered !== undefined}
          validator={validator}
          suite={{ initialText: SUITE_TEXT, storageKey: null }}
        />
        {input.pending || askedOnce.current ? (
          <InputRequestDialog pending={input.pending} waiting={input.waiting} />
        ) : null}
      </div>
    </ValidationContext.Provider>
  );
}
