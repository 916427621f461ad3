'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Select } from '@/components/ui/select';
import {
  isDocumentKind,
  isProfile,
  type KindOption,
  PROFILE_LABELS,
  PROFILES,
  type Profile,
} from '@/lib/validate/document-kind';
import {
  isSpecOption,
  SPEC_OPTION_LABELS,
  SPEC_VERSIONS,
  type SpecOption,
} from '@/lib/validate/spec-version';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { KIND_OPTIONS } from './labels';

export interface StatusMessage {
  tone: 'info' | 'error';
  text: string;
}

/** The controls above the editors, and the line that reports what an action did. */
export function ValidatorToolbar({
  kind,
  onKindChange,
  profile,
  onProfileChange,
  spec,
  onSpecChange,
  onOpenExamples,
  onFormat,
  onCopy,
  onShare,
  onOpenInPlayground,
  status,
  shareLink,
  disabled,
}: {
  kind: KindOption;
  onKindChange(kind: KindOption): void;
  profile: Profile;
  onProfileChange(profile: Profile): void;
  /** The protocol version to check at, or auto-detection. */
  spec: SpecOption;
  onSpecChange(spec: SpecOption): void;
  onOpenExamples(): void;
  onFormat(): void;
  onCopy(): void;
  onShare(): void;
  /** Absent: no "Open in playground" button (see ValidatorAppProps.playgroundHref). */
  onOpenInPlayground?: () => void | Promise<void>;
  status?: StatusMessage;
  shareLink?: string;
  disabled: boolean;
}) {
  const linkId = useId();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Select
          label="Kind"
          value={kind}
          disabled={disabled}
          onChange={(e) => {
            const value = e.target.value;
            if (value === 'auto' || isDocumentKind(value)) onKindChange(value);
          }}
        >
          {KIND_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <Select
          label="Version"
          value={spec}
          disabled={disabled}
          onChange={(e) => {
            if (isSpecOption(e.target.value)) onSpecChange(e.target.value);
          }}
        >
          {(['auto', ...[...SPEC_VERSIONS].reverse()] as const).map((v) => (
            <option key={v} value={v}>
              {v === 'auto' ? SPEC_OPTION_LABELS.auto : `MCP ${SPEC_OPTION_LABELS[v]}`}
            </option>
          ))}
        </Select>
        <Select
          label="Profile"
          value={profile}
          disabled={disabled}
          onChange={(e) => {
            if (isProfile(e.target.value)) onProfileChange(e.target.value);
          }}
        >
          {PROFILES.map((p) => (
            <option key={p} value={p}>
              {PROFILE_LABELS[p]}
            </option>
          ))}
        </Select>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={onOpenExamples} disabled={disabled} aria-haspopup="dialog">
            Examples
          </Button>
          <Button onClick={onFormat} disabled={disabled} aria-keyshortcuts="Shift+Alt+F" title="Shift+Alt+F">
            Format
          </Button>
          <Button onClick={onCopy} disabled={disabled}>
            Copy text
          </Button>
          <Button
            variant="primary"
            onClick={onShare}
            disabled={disabled}
            aria-keyshortcuts="Control+S Meta+S"
            title="Ctrl+S / ⌘S"
          >
            Share
          </Button>
          {onOpenInPlayground ? (
            <Button onClick={() => void onOpenInPlayground()} disabled={disabled}>
              Open in playground
            </Button>
          ) : null}
          <KeyboardShortcuts />
        </div>
      </div>
      <div role="status" aria-label="Last action" className="min-h-5 text-sm">
        {status ? (
          <p
            className={cn(
              status.tone === 'error'
                ? 'text-red-800 dark:text-red-300'
                : 'text-slate-700 dark:text-slate-300',
            )}
          >
            {status.text}
          </p>
        ) : null}
      </div>
      {shareLink ? (
        <div className="flex items-center gap-2">
          <label htmlFor={linkId} className="shrink-0 text-sm font-medium text-slate-700 dark:text-slate-300">
            Share link
          </label>
          <input
            id={linkId}
            readOnly
            value={shareLink}
            onFocus={(e) => e.currentTarget.select()}
            className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 font-mono text-xs text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
          />
        </div>
      ) : null}
    </div>
  );
}
