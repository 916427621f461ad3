'use client';

import { useMemo } from 'react';
import { specForProtocolVersion } from '@/lib/validate/spec-version';
import { Disclosure } from './disclosure';
import { FindingList } from './finding-list';
import { HiddenText } from './hidden-text';
import { InteropHint } from './interop-hint';
import { JsonView } from './json-view';
import { Markdown } from './markdown';
import { Badge } from './panel';
import { displayTitle, hintChip, hintLegend, hintRows } from './tool-display';
import { POISONING_RULES } from './tool-findings';
import { ToolIcon } from './tool-icon';
import { useFindings } from './validation-context';

/**
 * The selected tool as the host sees it (display title, icon, description as sanitized markdown,
 * behaviour claims with their defaults, the validator's findings, poisoning warnings first) and as
 * the model sees it: name, description and input schema, exactly as sent.
 */
export function ToolDetails({
  tool,
  dark,
  allowRemoteIcons,
  protocolVersion,
}: {
  tool: Record<string, unknown>;
  dark: boolean;
  allowRemoteIcons: boolean;
  /** The version the connection negotiated: the definition is checked at it. */
  protocolVersion?: string;
}) {
  const all =
    useFindings()?.tool(
      tool,
      protocolVersion ? specForProtocolVersion(protocolVersion).version : undefined,
    ) ?? [];
  const migration = all.filter((f) => f.group === 'migration');
  const findings = all.filter((f) => f.group !== 'migration');
  const poisoning = findings.filter((f) => POISONING_RULES.has(f.rule));
  const others = findings.filter((f) => !POISONING_RULES.has(f.rule));
  const name = typeof tool.name === 'string' ? tool.name : '';
  const description = typeof tool.description === 'string' ? tool.description : undefined;
  const rows = hintRows(tool);
  const legend = hintLegend(rows);
  const modelView = useMemo(
    () => ({
      name: tool.name,
      ...(tool.description !== undefined ? { description: tool.description } : {}),
      inputSchema: tool.inputSchema,
    }),
    [tool],
  );
  const title = displayTitle(tool);
  return (
    <div className="space-y-3 text-sm">
      <div className="flex items-start gap-2">
        <ToolIcon icons={tool.icons} dark={dark} allowRemote={allowRemoteIcons} />
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900 dark:text-white">
            <HiddenText text={title} />
          </p>
          {title !== name ? (
            <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">
              <HiddenText text={name} />
            </p>
          ) : null}
        </div>
      </div>
      {poisoning.length > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-2 dark:border-red-900 dark:bg-red-950/50"
        >
          <p className="text-xs font-semibold text-red-900 dark:text-red-200">
            Possible tool poisoning: this definition carries text that could steer the model without you
            seeing it.
          </p>
          <FindingList findings={poisoning} label="Poisoning warnings" />
        </div>
      ) : null}
      {description !== undefined ? (
        <Markdown text={description} />
      ) : (
        <p className="text-xs text-amber-800 italic dark:text-amber-300">
          No description: the model sees only the name and the input schema.
        </p>
      )}
      <ul aria-label="Behaviour hints" className="flex flex-wrap gap-1">
        {rows.map((row) => {
          const chip = hintChip(row);
          return (
            <li key={row.key}>
              <Badge
                tone={row.explicit ? 'info' : 'neutral'}
                title={chip.title}
                className={chip.struck ? 'line-through' : undefined}
              >
                {chip.text}
                <span className="sr-only"> ({chip.title})</span>
              </Badge>
            </li>
          );
        })}
      </ul>
      {legend.length > 0 ? (
        <ul aria-label="What the hint marks mean" className="text-xs text-slate-600 dark:text-slate-400">
          {legend.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <Disclosure summary={<>What the model sees</>}>
        {() => (
          <>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              A host typically passes these three fields to its model; title, icons, annotations and
              outputSchema are for the host and you. Hidden characters are shown as ⟦U+…⟧.
            </p>
            <JsonView
              value={modelView}
              fileName={`${name || 'tool'}-model-view.json`}
              label="What the model sees"
            />
          </>
        )}
      </Disclosure>
      {tool.outputSchema !== undefined ? (
        <Disclosure summary={<>Output schema</>}>
          {() => (
            <>
              <JsonView
                value={tool.outputSchema}
                fileName={`${name || 'tool'}-output-schema.json`}
                label="Output schema"
              />
            </>
          )}
        </Disclosure>
      ) : null}
      <InteropHint protocolVersion={protocolVersion} tool={tool} migration={migration} />
      {others.length > 0 ? (
        <Disclosure summary={<>Validator findings ({others.length})</>}>
          {() => (
            <>
              <FindingList findings={others} label="Findings on the definition" />
            </>
          )}
        </Disclosure>
      ) : null}
    </div>
  );
}
