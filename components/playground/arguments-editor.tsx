'use client';

import type { ViewUpdate } from '@codemirror/view';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CodeEditorHandle } from '@/components/editor/code-editor';
import { TabList, TabPanel } from '@/components/ui/tabs';
import type { ArgumentProblem } from '@/lib/client/index';
import type { FieldError } from '@/lib/schema-form';
import { ArgumentsForm } from './arguments-form';

const ArgumentsCodeEditor = dynamic(() => import('./arguments-code-editor'), {
  ssr: false,
  loading: () => <div className="h-64 animate-pulse rounded-md bg-slate-100 dark:bg-slate-800" />,
});

/** How long typing in the JSON editor pauses before the form and the checks follow (ms). */
const TEXT_DEBOUNCE_MS = 120;

type ArgumentsTab = 'form' | 'json';

const TABS: readonly { value: ArgumentsTab; label: string }[] = [
  { value: 'form', label: 'Form' },
  { value: 'json', label: 'JSON' },
];

/**
 * The arguments of a call, two ways kept in sync: a form generated from the inputSchema and the raw
 * JSON (CodeMirror). The text is the source of truth; the form edits it through JSON.stringify,
 * and valid JSON typed in the editor flows back into the form. Problems are shown once: at their
 * fields in the form (after a field is touched, or all after Run), and in the JSON view marked in
 * the editor and listed below it, each a button that jumps to its place.
 */
export function ArgumentsEditor({
  toolName,
  inputSchema,
  text,
  value,
  parsed,
  problems,
  errors,
  revealErrors = false,
  onTextChange,
  onRun,
  dark,
}: {
  toolName: string;
  inputSchema: unknown;
  text: string;
  /** The parsed arguments (undefined while the text is not valid JSON). */
  value: unknown;
  /** False while the text is not valid JSON (the form then shows the last valid arguments). */
  parsed: boolean;
  problems: readonly ArgumentProblem[];
  /** Schema errors, placed at their fields by the form. */
  errors: readonly FieldError[];
  /** The user tried to run: the form shows every error, touched or not. */
  revealErrors?: boolean;
  onTextChange(text: string): void;
  /** Mod+Enter in the JSON editor, with the editor's current text. */
  onRun(text?: string): void;
  dark: boolean;
}) {
  const [tab, setTab] = useState<ArgumentsTab>('form');
  // CodeMirror loads the first time the JSON tab is shown, then stays mounted (undo history kept).
  const [jsonShown, setJsonShown] = useState(false);
  if (tab === 'json' && !jsonShown) setJsonShown(true);
  const editor = useRef<CodeEditorHandle | null>(null);
  const [editorReady, setEditorReady] = useState(false);
  const applying = useRef(false);
  /** A jump asked for before the editor had loaded. */
  const pendingSelect = useRef<{ from: number; to: number } | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const problemsId = useId();
  const prefix = useId();
  const change = useRef(onTextChange);
  change.current = onTextChange;
  const lastValid = useRef<{ tool: string; value: unknown }>({ tool: toolName, value });
  if (parsed || lastValid.current.tool !== toolName) lastValid.current = { tool: toolName, value };

  const editorRef = useCallback((handle: CodeEditorHandle | null) => {
    editor.current = handle;
    setEditorReady(handle !== null);
  }, []);

  const onEditorChange = useCallback((_update: ViewUpdate) => {
    if (applying.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (editor.current) change.current(editor.current.getText());
    }, TEXT_DEBOUNCE_MS);
  }, []);

  const onFormChange = useCallback((next: unknown) => {
    const nextText = JSON.stringify(next, null, 2) ?? '{}';
    applying.current = true;
    try {
      editor.current?.replaceText(nextText);
    } finally {
      applying.current = false;
    }
    change.current(nextText);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!editorReady || !pendingSelect.current) return;
    const { from, to } = pendingSelect.current;
    pendingSelect.current = undefined;
    editor.current?.select(from, to);
  }, [editorReady]);

  useEffect(() => {
    if (!editorReady) return;
    editor.current?.setDiagnostics(
      problems.map((p) => ({ from: p.from, to: p.to, severity: 'error' as const, message: p.message })),
    );
  }, [problems, editorReady]);

  const jump = (problem: ArgumentProblem) => {
    setTab('json');
    if (editor.current) requestAnimationFrame(() => editor.current?.select(problem.from, problem.to));
    else pendingSelect.current = { from: problem.from, to: problem.to };
  };

  return (
    <div>
      <TabList<ArgumentsTab>
        prefix={prefix}
        label="Arguments editor"
        items={TABS}
        value={tab}
        onValueChange={setTab}
      />
      <TabPanel prefix={prefix} value="form" selected={tab === 'form'} className="pt-3">
        {parsed ? null : (
          <p className="mb-2 text-xs text-amber-900 dark:text-amber-200">
            The JSON has a syntax error; the form shows the last valid arguments, and a change here replaces
            the JSON.
          </p>
        )}
        <ArgumentsForm
          key={toolName}
          schema={inputSchema}
          value={lastValid.current.value}
          onChange={onFormChange}
          errors={errors}
          revealErrors={revealErrors}
          idPrefix={`args-${toolName.replace(/[^\w-]/g, '_')}`}
          label="Arguments"
        />
      </TabPanel>
      <TabPanel prefix={prefix} value="json" selected={tab === 'json'} className="pt-3">
        {jsonShown ? (
          <ArgumentsCodeEditor
            key={toolName}
            editorRef={editorRef}
            initialText={text}
            onTextChange={onEditorChange}
            onRun={() => {
              clearTimeout(timer.current);
              onRun(editor.current?.getText());
            }}
            onBlur={() => {
              // Leaving the editor hands over what was typed at once, so a click on Run sends it.
              clearTimeout(timer.current);
              if (editor.current) change.current(editor.current.getText());
            }}
            dark={dark}
            describedBy={problemsId}
          />
        ) : null}
      </TabPanel>
      <div id={problemsId} aria-live="polite">
        {problems.length > 0 && tab === 'form' ? (
          // The form shows each problem at its field; listing them again here would say it twice.
          revealErrors ? (
            <p className="mt-2 text-xs text-red-800 dark:text-red-300">
              The arguments break the inputSchema: see the fields marked above.
            </p>
          ) : null
        ) : problems.length > 0 ? (
          <ul aria-label="Problems with the arguments" className="mt-2 space-y-1 text-xs">
            {problems.map((problem, i) => (
              <li key={`${problem.path}-${i}`}>
                <button
                  type="button"
                  onClick={() => jump(problem)}
                  className="text-left text-red-800 underline decoration-dotted dark:text-red-300"
                >
                  <span className="font-mono">
                    {problem.line}:{problem.column}
                  </span>{' '}
                  {problem.message}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-xs text-emerald-800 dark:text-emerald-300">
            The arguments match the inputSchema.
          </p>
        )}
      </div>
    </div>
  );
}
