'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { LazyModelView } from '@/components/model-view/lazy-model-view';
import { SITE_WIDTH } from '@/components/site/site-width';
import { cn } from '@/components/ui/cn';
import { type PaneSpec, ResizablePanes } from '@/components/ui/resizable-panes';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useDarkClass } from '@/hooks/use-dark-class';
import type { ModelViewInput, NoteRange } from '@/lib/model/model-view-worker';
import type { KindOption } from '@/lib/validate/document-kind';
import { DiagnosticsPanel } from './diagnostics-panel';
import { type ExampleMenuItem, ExamplesDialog } from './examples-dialog';
import { ShareConflictDialog } from './share-conflict-dialog';
import { MAX_PERSISTED_CHARS } from './stored-state';
import { useValidatorController } from './use-validator-controller';
import { ValidatorEditors } from './validator-editors';
import { ValidatorToolbar } from './validator-toolbar';
import { VersionPanel } from './version-panel';

export interface ValidatorAppProps {
  /** The Examples menu (texts are loaded on demand). */
  examples: readonly ExampleMenuItem[];
  /** What a first visit shows. */
  starter: { kind: KindOption; text: string };
  /**
   * Seam for the playground: where "Open in playground" sends a tool definition (as a `playground`
   * share link with the definition's text in `tool`). Absent until the playground exists, and then
   * the button is absent too.
   */
  playgroundHref?: string;
}

/**
 * The validator: editors, live findings from the validation worker, toolbar actions, links and
 * local persistence. State and actions come from the controller; this only renders them.
 */
/** Editors and findings side by side on a wide screen; the separator resizes the editors. */
const PANES: readonly PaneSpec[] = [
  { label: 'Editors', initial: 70, min: 35, max: 85 },
  { label: 'Findings', min: 15 },
];

type SidePanel = 'findings' | 'model';
const SIDE_TABS = [
  { value: 'findings', label: 'Findings' },
  { value: 'model', label: 'What the model sees' },
] as const;

export function ValidatorApp(props: ValidatorAppProps) {
  const dark = useDarkClass();
  const page = useValidatorController(props);
  const { actions } = page;
  const [side, setSide] = useState<SidePanel>('findings');
  // Mounted from the first visit of its tab on, so its Worker, tokenizer and typed key survive a
  // look at the findings; it reads the text last validated (the reply changes with it) only while
  // shown, and keeps showing the last one while hidden.
  const [modelOpened, setModelOpened] = useState(false);
  const toolText = page.showTabs;
  const { docEditor, toolEditor, reply } = page;
  const shownInput = useRef<ModelViewInput>(undefined);
  const modelInput = useMemo<ModelViewInput | undefined>(() => {
    if (side !== 'model' || reply === undefined) return shownInput.current;
    const editor = toolText ? toolEditor.current : docEditor.current;
    shownInput.current = { kind: 'text', text: editor?.getText() ?? '' };
    return shownInput.current;
  }, [side, reply, toolText, docEditor, toolEditor]);
  const chooseSide = useCallback((value: SidePanel) => {
    if (value === 'model') setModelOpened(true);
    setSide(value);
  }, []);
  const showInEditor = useCallback(
    (range: NoteRange) => {
      const which = toolText ? 'tool' : 'document';
      if (page.activeTab !== which) flushSync(() => actions.setTab(which));
      (toolText ? toolEditor : docEditor).current?.select(range.from, range.to);
    },
    [toolText, page.activeTab, actions, docEditor, toolEditor],
  );
  return (
    <div className={cn(SITE_WIDTH, 'flex flex-col lg:h-[calc(100dvh-6.25rem)]')}>
      <ValidatorToolbar
        kind={page.kind}
        onKindChange={actions.setKind}
        profile={page.profile}
        onProfileChange={actions.setProfile}
        spec={page.spec}
        onSpecChange={actions.setSpec}
        onOpenExamples={actions.openExamples}
        onFormat={actions.format}
        onCopy={actions.copy}
        onShare={actions.share}
        onOpenInPlayground={actions.openInPlayground}
        status={page.status}
        shareLink={page.shareLink}
        disabled={!page.boot}
      />
      <ResizablePanes
        panes={PANES}
        className="mt-3 lg:min-h-0 lg:flex-1 lg:pb-3"
        paneClassName="lg:flex lg:flex-col"
      >
        <ValidatorEditors
          showTabs={page.showTabs}
          activeTab={page.activeTab}
          onTabChange={actions.setTab}
          initial={page.boot}
          docEditor={page.docEditor}
          toolEditor={page.toolEditor}
          onTextChange={page.onTextChange}
          dark={dark}
          kindLine={page.summary.kindLine}
          toolCounts={page.reply?.tool?.report.counts}
          unsavedSize={page.persisted.status === 'too-large' ? page.persisted.size : undefined}
          unsavedReason={page.persisted.status === 'refused' ? page.persisted.reason : undefined}
          savedLimit={MAX_PERSISTED_CHARS}
        />
        <div className="flex min-h-0 flex-col">
          <TabList<SidePanel>
            prefix="validator-side"
            label="Results"
            items={SIDE_TABS}
            value={side}
            onValueChange={chooseSide}
          />
          <TabPanel
            prefix="validator-side"
            value="findings"
            selected={side === 'findings'}
            className="flex min-h-0 flex-1 flex-col pt-2 lg:overflow-y-auto"
          >
            <DiagnosticsPanel
              subject={page.activeTab === 'tool' ? 'the tool definition' : 'the document'}
              findings={
                page.activeTab === 'tool'
                  ? page.reply
                    ? (page.toolFindings ?? [])
                    : undefined
                  : page.docFindings
              }
              showInfo={page.showInfo}
              onShowInfoChange={actions.setShowInfo}
              onJump={actions.jumpTo}
              onCopyMessage={actions.copyMessage}
              summary={page.summary.summary}
              busy={page.pending}
              notices={page.summary.notices}
            />
            <VersionPanel
              versionLine={page.summary.versionLine}
              migration={page.reply?.report.migration}
              fixes={page.reply?.migrationFixes}
              onJump={actions.jumpToMigration}
              onApplyFix={actions.applyMigrationFix}
            />
          </TabPanel>
          <TabPanel
            prefix="validator-side"
            value="model"
            selected={side === 'model'}
            className="min-h-0 flex-1 overflow-y-auto pt-2"
          >
            {modelOpened ? <LazyModelView input={modelInput} onShowInEditor={showInEditor} /> : null}
          </TabPanel>
        </div>
      </ResizablePanes>
      <ExamplesDialog
        open={page.examplesOpen}
        onClose={actions.closeExamples}
        examples={props.examples}
        onChoose={actions.chooseExample}
      />
      <ShareConflictDialog
        shared={page.shareConflict}
        onKeepMine={() => actions.resolveShareConflict(false)}
        onOpenShared={() => actions.resolveShareConflict(true)}
      />
    </div>
  );
}
