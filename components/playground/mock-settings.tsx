'use client';

import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { MisbehaviourName } from '@/lib/mock-server/misbehaviour/misbehaviour-catalogue';
import type { UserToolSpec } from '@/lib/mock-server/user-tools/user-tool-spec';
import { userToolName } from './add-tool-check';
import { HiddenText } from './hidden-text';
import { AddToolDialog } from './lazy-panels';
import { MISBEHAVIOURS } from './scenarios';

export interface MockScenario {
  misbehaviour: Partial<Record<MisbehaviourName, boolean>>;
  tools: UserToolSpec[];
  /** The official conformance suite's fixtures (MRTR sampling and roots among them). */
  conformance: boolean;
  /** The mock requires OAuth 2.1 and plays its own authorization server (consent in the page). */
  protected?: boolean;
}

const toolName = (spec: UserToolSpec) => userToolName(spec) ?? '(no name)';

/**
 * The mock server's scenario, editable: misbehaviour switches (each adds a rule-breaking tool) and
 * tools the user added from a pasted definition. Every change restarts the Worker's server with
 * the new scenario and reconnects.
 */
export function MockSettings({
  scenario,
  onChange,
  onAddTool,
  builtinNames,
  problems,
  busy,
  available,
}: {
  scenario: MockScenario;
  onChange(scenario: MockScenario): void;
  /** Adds (or replaces) one of your tools; resolves with the mock's reasons when it refuses it. */
  onAddTool(spec: UserToolSpec): Promise<readonly string[]>;
  /** The names of the mock's own tools in the current list (yours excluded). */
  builtinNames: readonly string[];
  /** Why some added tools were refused by the mock. */
  problems: readonly string[];
  busy: boolean;
  /** Whether the page is connected to the in-page mock, which is all this panel configures. */
  available: { ok: true } | { ok: false; reason: string };
}) {
  const [adding, setAdding] = useState(false);
  const [addedOnce, setAddedOnce] = useState(false);
  const reasonId = useId();
  const yours = scenario.tools.map(toolName);
  return (
    <section aria-labelledby="mock-settings-heading" className="mt-4 space-y-3 text-sm">
      <h3 id="mock-settings-heading" className="font-semibold text-slate-900 dark:text-white">
        Mock scenario
      </h3>
      {available.ok ? null : (
        <p
          id={reasonId}
          className="rounded-md bg-slate-100 px-2 py-1.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          {available.reason}
        </p>
      )}
      <fieldset
        className="min-w-0 space-y-3"
        disabled={!available.ok}
        aria-describedby={available.ok ? undefined : reasonId}
      >
        <fieldset className="space-y-1" disabled={busy}>
          <legend className="text-xs font-medium text-slate-700 dark:text-slate-300">
            Misbehaviours (each adds a tool that breaks a rule)
          </legend>
          {MISBEHAVIOURS.map((m) => (
            <Toggle
              key={m.name}
              label={m.label}
              checked={scenario.misbehaviour[m.name] === true}
              onChange={(checked) =>
                onChange({ ...scenario, misbehaviour: { ...scenario.misbehaviour, [m.name]: checked } })
              }
            >
              <code>{m.tool}</code>: {m.teaches}
            </Toggle>
          ))}
        </fieldset>
        <Toggle
          label="Protected by OAuth 2.1"
          checked={scenario.protected === true}
          disabled={busy}
          onChange={(checked) => onChange({ ...scenario, protected: checked })}
        >
          Every request needs a token: the mock answers 401, publishes its metadata and plays its own
          authorization server, with a consent screen in this page. <code>deploy_release</code> needs the
          extra <code>deploy</code> scope (a step-up).
        </Toggle>
        <Toggle
          label="Conformance suite fixtures"
          checked={scenario.conformance}
          disabled={busy}
          onChange={(checked) => onChange({ ...scenario, conformance: checked })}
        >
          The official suite&apos;s test tools: every content type, and MRTR rounds asking for elicitation,
          sampling and roots (declare those capabilities above).
        </Toggle>
        <div>
          <h4 className="text-xs font-medium text-slate-700 dark:text-slate-300">Your tools</h4>
          {scenario.tools.length === 0 ? (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              None yet. Add one from a pasted definition.
            </p>
          ) : (
            <ul className="mt-1 space-y-1">
              {scenario.tools.map((spec, i) => (
                <li key={`${toolName(spec)}-${i}`} className="flex items-center gap-2 text-xs">
                  <code className="min-w-0 flex-1 break-all">
                    <HiddenText text={toolName(spec)} />
                  </code>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    aria-label={`Remove tool ${toolName(spec)}`}
                    onClick={() => onChange({ ...scenario, tools: scenario.tools.filter((_, j) => j !== i) })}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {problems.length > 0 ? (
            <ul role="alert" className="mt-1 list-disc pl-5 text-xs text-red-800 dark:text-red-300">
              {problems.map((problem) => (
                <li key={problem}>
                  <HiddenText text={problem} />
                </li>
              ))}
            </ul>
          ) : null}
          <Button
            size="sm"
            className="mt-2"
            disabled={busy}
            onClick={() => {
              setAddedOnce(true);
              setAdding(true);
            }}
          >
            Add a tool…
          </Button>
        </div>
      </fieldset>
      {addedOnce ? (
        <AddToolDialog
          open={adding}
          onClose={() => setAdding(false)}
          onAdd={onAddTool}
          taken={{ builtin: builtinNames, yours }}
        />
      ) : null}
    </section>
  );
}

/** A checkbox named by its short label, with the longer explanation as its description. */
function Toggle({
  label,
  checked,
  disabled,
  onChange,
  children,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2 text-xs">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-d`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900 dark:text-white">
          {label}
        </label>
        <p id={`${id}-d`} className="text-slate-600 dark:text-slate-400">
          {children}
        </p>
      </div>
    </div>
  );
}
