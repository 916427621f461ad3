'use client';

import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isObject } from '@/lib/json/is-object';
import type { UserToolSpec } from '@/lib/mock-server/user-tools/user-tool-spec';

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
 * hold `{{arguments.x}}` placeholders). No code runs: the mock answers with the template.
 */
export function AddToolDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose(): void;
  onAdd(spec: UserToolSpec): void;
}) {
  const [definition, setDefinition] = useState('');
  const [result, setResult] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    setError(undefined);
    setDefinition('');
    setResult('');
    onAdd({ definition: parsed.value, ...(canned !== undefined ? { result: canned } : {}) });
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add a tool to the mock"
      description="Paste a tool definition (as in tools/list). The mock lists it and answers calls with the result below, or by echoing the arguments."
    >
      <form onSubmit={submit} className="space-y-3 overflow-auto px-5 py-4 text-sm">
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
        {error ? (
          <p role="alert" className="text-red-800 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary">
            Add tool
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
