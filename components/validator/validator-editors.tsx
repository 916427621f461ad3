'use client';

import { openLintPanel } from '@codemirror/lint';
import { keymap, type ViewUpdate } from '@codemirror/view';
import { type RefObject, useId } from 'react';
import { CodeEditor, type CodeEditorHandle } from '@/components/editor/code-editor';
import { cn } from '@/components/ui/cn';
import { TabList, TabPanel } from '@/components/ui/tabs';
import type { ValidateShareState } from '@/lib/share/share-state';
import type { DiagnosticCounts } from '@/lib/validate/validate-document';
import { countsText } from './labels';

export type EditorTab = 'document' | 'tool';

/**
 * Ctrl/⌘+Shift+M (CodeMirror's own key) or Ctrl/⌘+. opens the editor's list of findings; there the
 * arrow keys choose one and the underlined letter of a quick fix applies it. F8 is the page's.
 */
const findingsKeys = keymap.of([
  { key: 'Mod-Shift-m', run: openLintPanel, preventDefault: true },
  { key: 'Mod-.', run: openLintPanel, preventDefault: true },
]);

const editorClass =
  'h-[min(65dvh,40rem)] min-h-72 overflow-hidden rounded-b-lg border border-t-0 border-slate-200 lg:h-full lg:min-h-0 dark:border-slate-800';

/**
 * The document editor and, for tools/call results, the tool definition editor on a second tab.
 * Both stay mounted whatever the kind, so switching kinds keeps what was typed; before `initial`
 * is known (local storage and links are read in the browser) a blank box holds the place.
 */
export function ValidatorEditors({
  showTabs,
  activeTab,
  onTabChange,
  initial,
  docEditor,
  toolEditor,
  onTextChange,
  dark,
  kindLine,
  toolCounts,
  unsavedSize,
  unsavedReason,
  savedLimit,
}: {
  showTabs: boolean;
  activeTab: EditorTab;
  onTabChange(tab: EditorTab): void;
  initial: ValidateShareState | undefined;
  docEditor: RefObject<CodeEditorHandle | null>;
  toolEditor: RefObject<CodeEditorHandle | null>;
  onTextChange(update: ViewUpdate): void;
  dark: boolean;
  /** "Detected: …" or "Checked as: …". */
  kindLine?: string;
  /** The tool definition's counts, when it was checked. */
  toolCounts?: DiagnosticCounts;
  /** Size of a state too large to keep in local storage (then a note says so). */
  unsavedSize?: number;
  /** Why the state is not kept in local storage (it looks like it holds a secret). */
  unsavedReason?: string;
  savedLimit: number;
}) {
  const prefix = useId();
  const kindLineId = useId();
  const toolProblems = toolCounts ? toolCounts.errors + toolCounts.warnings : 0;
  return (
    <section aria-label="Editors" className="min-w-0 lg:flex lg:min-h-0 lg:flex-1 lg:flex-col">
      <p id={kindLineId} className="mb-2 min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {kindLine ?? '\u00a0'}
      </p>
      {showTabs ? (
        <TabList<EditorTab>
          prefix={prefix}
          label="Editors"
          value={activeTab}
          onValueChange={onTabChange}
          items={[
            { value: 'document', label: 'Document' },
            {
              value: 'tool',
              label: (
                <>
                  Tool definition
                  {toolProblems ? (
                    <span
                      aria-hidden="true"
                      className="ml-1.5 rounded-full bg-slate-200 px-1.5 text-xs text-slate-800 dark:bg-slate-700 dark:text-slate-100"
                    >
                      {toolProblems}
                    </span>
                  ) : null}
                  {toolCounts ? <span className="sr-only"> ({countsText(toolCounts)})</span> : null}
                </>
              ),
            },
          ]}
        />
      ) : (
        <div className="border-b border-slate-200 dark:border-slate-800" />
      )}
      <TabPanel
        prefix={prefix}
        value="document"
        selected={activeTab === 'document'}
        standalone={!showTabs}
        className="lg:min-h-0 lg:flex-1"
      >
        {initial ? (
          <CodeEditor
            ref={docEditor}
            label="Document"
            initialText={initial.text}
            onTextChange={onTextChange}
            dark={dark}
            describedBy={kindLineId}
            placeholder="Paste a tool definition, a tools/list or tools/call result, or a JSON-RPC message"
            extensions={findingsKeys}
            className={editorClass}
          />
        ) : (
          <div className={cn(editorClass, 'bg-slate-50 dark:bg-slate-900')} aria-hidden="true" />
        )}
      </TabPanel>
      <TabPanel
        prefix={prefix}
        value="tool"
        selected={activeTab === 'tool'}
        standalone={!showTabs}
        className="lg:min-h-0 lg:flex-1"
      >
        {initial ? (
          <CodeEditor
            ref={toolEditor}
            label="Tool definition"
            initialText={initial.toolText}
            onTextChange={onTextChange}
            dark={dark}
            placeholder="Paste the definition of the tool that produced the result (its outputSchema checks structuredContent)"
            extensions={findingsKeys}
            className={editorClass}
          />
        ) : null}
      </TabPanel>
      {unsavedSize !== undefined ? (
        <p className="mt-2 text-sm text-amber-900 dark:text-amber-200">
          Not saved in this browser: documents over {savedLimit / 1_000_000} MB are not kept (this one has{' '}
          {(unsavedSize / 1_000_000).toFixed(1)} million characters). Reloading the page loses it.
        </p>
      ) : null}
      {unsavedReason !== undefined ? (
        <p className="mt-2 text-sm text-amber-900 dark:text-amber-200">{unsavedReason}</p>
      ) : null}
    </section>
  );
}
