'use client';

import { useMemo } from 'react';
import { buildRequestHeaders } from '@/lib/wire/request-headers';
import { HiddenText } from './hidden-text';

/** True for the MCP metadata headers the timeline and previews highlight. */
export const isMcpHeader = (name: string) => /^mcp-/i.test(name);

/**
 * The HTTP headers the next tools/call will carry, computed with lib/wire from the listed definition
 * and the current arguments: `Mcp-Method`, `Mcp-Name` and one `Mcp-Param-*` per `x-mcp-header`
 * argument that is present. Custom headers are named, never shown. A legacy server gets none of
 * the Mcp-* headers.
 */
export function ParamHeadersPreview({
  toolName,
  inputSchema,
  args,
  protocolVersion,
  era,
  customHeaders,
}: {
  toolName: string;
  inputSchema: unknown;
  args: unknown;
  protocolVersion: string;
  era: 'modern' | 'legacy';
  customHeaders: readonly string[];
}) {
  const { headers, problems } = useMemo(
    () =>
      buildRequestHeaders({
        method: 'tools/call',
        params: { name: toolName, arguments: args ?? {} },
        protocolVersion,
        inputSchema,
      }),
    [toolName, args, protocolVersion, inputSchema],
  );
  const rows: [string, string][] =
    era === 'modern'
      ? Object.entries(headers)
      : Object.entries(headers).filter(([name]) => !isMcpHeader(name));
  for (const name of customHeaders) rows.push([name, '(your value, masked)']);
  return (
    <div className="text-xs">
      <table className="w-full text-left">
        <caption className="sr-only">Headers of the next request</caption>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name} className={isMcpHeader(name) ? 'bg-sky-50 dark:bg-sky-950/60' : undefined}>
              <th scope="row" className="w-px py-0.5 pr-3 align-top font-mono font-medium whitespace-nowrap">
                {name}
              </th>
              <td className="py-0.5 font-mono break-all">
                <HiddenText text={value} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {era === 'legacy' ? (
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          This server speaks a legacy version: no Mcp-Method, Mcp-Name or Mcp-Param-* headers are sent; the
          session id is.
        </p>
      ) : null}
      {problems.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-red-800 dark:text-red-300">
          {problems.map((problem) => (
            <li key={problem}>
              <HiddenText text={problem} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
