// The page of the schema-form e2e test: renders <SchemaForm> for a schema handed over by
// Playwright (window.schemaFormLab.mount), validates every change with lib/schema like the
// playground does, and shows the arguments JSON in an <output>. Bundled with esbuild by
// e2e/schema-form-bundle.ts; not part of the site.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SchemaForm } from '../components/schema-form';
import { compileSchema, type InstanceError, validateInstance } from '../lib/schema';
import { initialFormValue } from '../lib/schema-form';

interface MountOptions {
  schema: unknown;
  /** The starting value; by default the schema's own (defaults and required parts). */
  value?: unknown;
  /** Show validation errors in the form (default true). */
  validate?: boolean;
  dark?: boolean;
  label?: string;
}

function errorsOf(schema: unknown, value: unknown): InstanceError[] {
  if (value === undefined) return [];
  const compiled = compileSchema(schema);
  return compiled.ok ? validateInstance(compiled.validator, value).errors : [];
}

let setExternal: ((value: unknown) => void) | undefined;

function Harness({ options }: { options: MountOptions }) {
  const [value, setValue] = useState<unknown>(() =>
    options.value !== undefined ? options.value : initialFormValue(options.schema),
  );
  const [revealed, setRevealed] = useState(false);
  setExternal = setValue;
  const errors = options.validate === false ? [] : errorsOf(options.schema, value);
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-6">
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">Schema form harness</h1>
      <form
        aria-label="Tool arguments"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setRevealed(true);
        }}
      >
        <SchemaForm
          schema={options.schema}
          value={value}
          onChange={setValue}
          errors={errors}
          revealErrors={revealed}
          idPrefix="sf"
          label={options.label ?? 'Arguments'}
        />
        <button type="submit" className="mt-3 rounded-md border px-3 py-1 text-sm">
          Run
        </button>
      </form>
      <section aria-labelledby="out-heading" className="space-y-2">
        <h2 id="out-heading" className="text-base font-semibold text-slate-900 dark:text-white">
          Arguments JSON
        </h2>
        <output
          aria-label="Arguments JSON"
          className="block rounded-md bg-slate-100 p-3 font-mono text-xs whitespace-pre-wrap text-slate-900 dark:bg-slate-900 dark:text-slate-100"
        >
          {value === undefined ? '' : JSON.stringify(value)}
        </output>
      </section>
    </div>
  );
}

const container = document.getElementById('root')!;
const root = createRoot(container);

const schemaFormLab = {
  mount(options: MountOptions) {
    document.documentElement.classList.toggle('dark', options.dark === true);
    // Committed before mount returns: the caller then reads the new form, never the one it replaces
    // (a concurrent render left the previous case's arguments on screen for a moment).
    flushSync(() => root.render(<Harness key={Math.random()} options={options} />));
  },
  /** Replaces the value from outside, as the playground's raw JSON editor does. */
  setValue(value: unknown) {
    setExternal?.(value);
  },
};

(window as unknown as { schemaFormLab: typeof schemaFormLab }).schemaFormLab = schemaFormLab;
document.body.dataset.ready = 'true';
