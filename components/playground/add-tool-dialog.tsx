'use client';

import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isObject } from '@/lib/json/is-object';
import type { UserToolSpec } from '@/lib/mock-server/user-tools/user-tool-spec';
import { addToolConflict } from './add-tool-check';
import { HiddenText } from './hidden-text';

function parse(text: string, what: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return {
      ok: false,
      error: `${what} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * Adds a tool to the mock from a pasted definition, with an optional canned result (strings may
 * hold `{{arguments.x}}` placeholders). No code runs: the mock answers with the template. A name
 * already taken is named and replaced only on a second, explicit press; a tool the mock refuses
 * keeps the dialog open with the mock's reasons.
 */
export function AddToolDialog({
  open,
  onClose,
  onAdd,
  taken,
}: {
  open: boolean;
  onClose(): void;
  /** Resolves with the mock's reasons for refusing the tool (empty: it was added). */
  onAdd(spec: UserToolSpec): Promise<readonly string[]>;
  /** Names in use: the mock's built-in tools, and the ones added before. */
  taken: { builtin: readonly string[]; yours: readonly string[] };
}) {
  const [definition, setDefinition] = useState('');
  const [result, setResult] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  // The name whose replacement the person has seen and agreed to.
  const [replacing, setReplacing] = useState<string>();
  const [adding, setAdding] = useState(false);
  const id = useId();
  const setError = (error: string) => setErrors([error]);
  const parsedName = (() => {
    const parsed = parse(definition, 'The definition');
    return parsed.ok && isObject(parsed.value) && typeof parsed.value.name === 'string'
      ? parsed.value.name
      : undefined;
  })();
  const conflict = parsedName === undefined ? undefined : addToolConflict(parsedName, taken);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    const parsed = parse(definition, 'The definition');
    if (!parsed.ok) return setError(parsed.error);
    if (!isObject(parsed.value) || typeof parsed.value.name !== 'string')
      return setError('The definition must be a JSON object with a string "name".');
    let canned: unknown;
    if (result.trim()) {
      const parsedResult = parse(result, 'The result');
      if (!parsedResult.ok) return setError(parsedResult.error);
      canned = parsedResult.value;
    }
    if (conflict && replacing !== parsed.value.name) {
      // First press on a taken name: say what would be replaced, and ask again.
      setErrors([]);
      setReplacing(parsed.value.name);
      return;
    }
    setErrors([]);
    setAdding(true);
    const refused = await onAdd({
      definition: parsed.value,
      ...(canned !== undefined ? { result: canned } : {}),
    });
    setAdding(false);
    if (refused.length > 0) {
      setErrors(refused);
      return;
    }
    setReplacing(undefined);
    setDefinition('');
    setResult('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add a tool to the mock"
      description="Paste a tool definition (as in tools/list). The mock lists it and answers calls with the result below, or by echoing the arguments."
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-3 overflow-auto px-5 py-4 text-sm">
        <div>
          <label htmlFor={`${id}-definition`} className="block font-medium">
            Tool definition (JSON)
          </label>
          <textarea
            id={`${id}-definition`}
            value={definition}
            onChange={(e) => setDefinition(e.target.value)}
            rows={10}
            spellCheck={false}
            required
            placeholder={
              '{\n  "name": "get_weather",\n  "description": "…",\n  "inputSchema": { "type": "object" }\n}'
            }
            className="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
          />
        </div>
        <div>
          <label htmlFor={`${id}-result`} className="block font-medium">
            Canned result (optional JSON: content, structuredContent, isError)
          </label>
          <textarea
            id={`${id}-result`}
            value={result}
            onChange={(e) => setResult(e.target.value)}
            rows={5}
            spellCheck={false}
            placeholder={'{ "content": [{ "type": "text", "text": "Sunny in {{arguments.city}}" }] }'}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
          />
        </div>
        {conflict && replacing === parsedName ? (
          <p role="alert" className="text-amber-900 dark:text-amber-200">
            <HiddenText text={conflict.message} />
          </p>
        ) : null}
        {errors.length > 0 ? (
          <div role="alert" className="text-red-800 dark:text-red-300">
            <p className="font-medium">The tool was not added:</p>
            <ul className="list-disc pl-5 text-xs">
              {errors.map((error) => (
                <li key={error}>
                  <HiddenText text={error} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={adding}>
            {adding ? 'Adding…' : conflict && replacing === parsedName ? conflict.confirm : 'Add tool'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
