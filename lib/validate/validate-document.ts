import { isObject } from '../json/is-object';
import { joinPointer } from '../json/json-pointer';
import { type JsonDocument, parseJson } from '../json/parse-json';
import { charge, formatUnits, WorkLimitReached, type WorkStop, withWorkLimit } from '../schema/work-meter';
import { countDiagnostics, type DiagnosticCounts } from './count-diagnostics';
import { detectKind, type KindGuess } from './detect-kind';
import { detectVersion, type VersionGuess } from './detect-version';
import type { Diagnostic, Severity } from './diagnostic';
import type { DocumentKind, KindOption, Profile } from './document-kind';
import { migrationOnlyFindings, toMigration } from './migration-findings';
import { type ReportInput, type Rule, ruleAppliesAt, type TargetType } from './rule';
import { ruleCatalogue } from './rules/index';
import { sortDiagnostics } from './sort-diagnostics';
import {
  DEFAULT_SPEC_VERSION,
  isLegacySpec,
  type SpecOption,
  type SpecVersion,
  TARGET_VERSION,
} from './spec-version';
import { type FoundTarget, walkTargets } from './walk-targets';

export { countDiagnostics, type DiagnosticCounts };

export interface ValidateOptions {
  /** Which kind of document this is; `auto` (default) detects it from its shape. */
  kind?: KindOption;
  /** `default` checks the spec; `claude-api` adds the Claude API's stricter tool rules. */
  profile?: Profile;
  /** For `call-result`: the definition of the tool that produced it (checks `structuredContent`). */
  tool?: unknown;
  /** Rules stop running after this many milliseconds (default 2000); the report then says so. */
  budgetMs?: number;
  /**
   * Work units (see lib/schema/work-meter.ts) the whole check may spend; default
   * documentWorkUnits(size of the document). Past it, checking stops and the report says so.
   */
  workUnits?: number;
  /** Clock, injectable for tests (default `performance.now`). */
  now?: () => number;
  /** The rules to run (default: the whole catalogue). */
  rules?: readonly Rule[];
  /**
   * The protocol version to check at (default 2026-07-28); `auto` reads it from the document (see
   * detectVersion). Each version has its own schema and rules; a version before 2026-07-28 also
   * gets the migration findings toward 2026-07-28.
   */
  spec?: SpecOption;
}

export interface ValidationReport {
  kind: DocumentKind;
  /** Present when the kind was detected (`auto`): what was assumed and why. */
  detected?: KindGuess;
  diagnostics: Diagnostic[];
  counts: DiagnosticCounts;
  /** True when the time or work budget ran out before every rule had run. */
  stopped: boolean;
  /**
   * The protocol version the document was checked at. Absent only on a report its host made up
   * when the check itself was stopped (the CLI's hard timeout) and no version was asked for.
   */
  version?: SpecVersion;
  /** Present when the version was detected (`auto`): what was assumed and why. */
  detectedVersion?: VersionGuess;
  /**
   * Present when the version checked is before 2026-07-28: what 2026-07-28 needs beyond it ("to
   * move to 2026-07-28"), each with `group: 'migration'` and the severity it has at 2026-07-28.
   * Not part of `diagnostics` nor of `counts`: the document may be valid at its version.
   */
  migration?: Diagnostic[];
  /**
   * Present when a check at 2026-07-28 that was not asked to detect the version found errors in a
   * document that reads as an older version (a result without `resultType`, an `initialize`…):
   * which one and why, so a face can suggest checking it there.
   */
  looksLike?: VersionGuess;
}

interface Finding extends Diagnostic {
  part: NonNullable<ReportInput['part']>;
}

const DEFAULT_BUDGET_MS = 2000;

/** Work units every check may spend, whatever its size… */
export const DOCUMENT_WORK_BASE = 3_000_000;
/** …plus one per character of the document (or per value × 8 for a parsed value). */
export function documentWorkUnits(size: number): number {
  return DOCUMENT_WORK_BASE + size;
}

/** Size of a parsed value in the units above: 8 per value plus its strings' characters. */
function sizeOfValue(value: unknown): number {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    size += 8;
    if (typeof node === 'string') size += node.length;
    else if (Array.isArray(node)) for (const item of node) stack.push(item);
    else if (typeof node === 'object' && node !== null)
      for (const key in node) {
        if (!Object.hasOwn(node, key)) continue;
        size += key.length;
        stack.push((node as Record<string, unknown>)[key]);
      }
  }
  return size;
}

function stopMessage(stop: WorkStop, budgetMs: number): string {
  return stop.cause === 'time'
    ? `The rest of the document could not be checked: validation stopped after ${budgetMs} ms, mostly ${stop.mostlyOnWords}, so the findings are incomplete. Check the document in smaller parts, or simplify its schemas.`
    : `The rest of the document could not be checked: validation stopped after ${formatUnits(stop.units)} work units (the limit grows with the document's size), mostly ${stop.mostlyOnWords}, so the findings are incomplete. Check the document in smaller parts, or simplify its schemas.`;
}

function resolveKind(
  value: unknown,
  option: KindOption | undefined,
): { kind: DocumentKind; detected?: KindGuess } {
  if (option && option !== 'auto') return { kind: option };
  const detected = detectKind(value);
  return { kind: detected.kind, detected };
}

function resolveVersion(
  value: unknown,
  kind: DocumentKind,
  option: SpecOption | undefined,
): { version: SpecVersion; detectedVersion?: VersionGuess } {
  if (option && option !== 'auto') return { version: option };
  if (!option) return { version: DEFAULT_SPEC_VERSION };
  const detectedVersion = detectVersion(value, kind);
  return { version: detectedVersion.version, detectedVersion };
}

function runRules(
  value: unknown,
  kind: DocumentKind,
  version: SpecVersion,
  options: ValidateOptions,
  size: number,
  sourceOf?: JsonDocument['sourceOf'],
): { findings: Finding[]; stopped: boolean } {
  const profile = options.profile ?? 'default';
  const now = options.now ?? (() => performance.now());
  const budget = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const started = now();
  const tool = isObject(options.tool) ? options.tool : undefined;
  const rules = (options.rules ?? ruleCatalogue).filter(
    (r) => r.check && (!r.profiles || r.profiles.includes(profile)) && ruleAppliesAt(r, version),
  );
  const findings: Finding[] = [];
  let stopped = false;
  const stop = (message: string) => {
    stopped = true;
    findings.push({
      rule: 'validation-budget',
      severity: 'warning',
      path: '',
      message,
      part: 'anchor',
      unchecked: true,
    });
  };

  withWorkLimit(
    { units: options.workUnits ?? documentWorkUnits(size), deadlineMs: budget, now },
    () => {
      const byType = new Map<TargetType, FoundTarget[]>();
      for (const found of walkTargets(value, kind, tool, sourceOf)) {
        const list = byType.get(found.type);
        if (list) list.push(found);
        else byType.set(found.type, [found]);
      }

      let steps = 0;
      for (const rule of rules) {
        const targets = byType.get(rule.target);
        if (!targets) continue;
        let current = targets[0]!;
        // One report function per rule (not per target): this loop runs for every rule × part.
        const report = (finding: ReportInput) => {
          findings.push({
            rule: rule.id,
            severity: finding.severity ?? rule.severity,
            path: finding.path ?? current.path,
            message: finding.message,
            part: finding.part ?? 'anchor',
            ...(finding.unchecked ? { unchecked: true as const } : {}),
          });
        };
        const context = {
          target: current.target as never,
          path: current.path,
          kind,
          profile,
          version,
          report,
        };
        for (const found of targets) {
          // Reading the clock costs more than most checks; look at it every 64 steps.
          if ((++steps & 63) === 0) {
            charge(64, 'rules');
            if (now() - started > budget) {
              stop(
                `Validation stopped after ${budget} ms, so the findings are incomplete. Check the document in smaller parts, or simplify its schemas.`,
              );
              return;
            }
          }
          current = found;
          context.target = found.target as never;
          context.path = found.path;
          try {
            rule.check?.(context);
          } catch (error) {
            // The document's own limit ends every rule; anything else ends only this one.
            if (error instanceof WorkLimitReached) throw error;
            // A rule must never take the whole report down; say which one failed instead.
            findings.push({
              rule: 'internal-error',
              severity: 'warning',
              path: found.path,
              message: `The check "${rule.id}" failed on this part (${error instanceof Error ? error.message : String(error)}); other checks still ran. Please report it.`,
              part: 'anchor',
            });
          }
        }
      }
    },
    (limit) => stop(stopMessage(limit, budget)),
  );
  return { findings, stopped };
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.rule}\u0000${f.path}\u0000${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function finish(findings: Finding[], doc: JsonDocument | undefined): Diagnostic[] {
  const diagnostics = dedupe(findings).map(({ part, ...d }): Diagnostic => {
    const range = doc?.rangeOf(d.path, part);
    return range ? { ...d, range } : d;
  });
  return sortDiagnostics(diagnostics);
}

/**
 * What 2026-07-28 needs beyond the checked version: the 2026-07-28 findings the checked version
 * does not have, plus what 2026-07-28 removed (which its open objects would not flag). The second
 * check gets what is left of the time budget; when the first check stopped, or the second cannot
 * finish, there is no list (`migration` stays absent: a partial list would mislead, and the report
 * already says the check was incomplete).
 */
function migrationOf(
  value: unknown,
  kind: DocumentKind,
  options: ValidateOptions,
  size: number,
  first: { diagnostics: readonly Diagnostic[]; stopped: boolean; startedAt: number },
  doc?: JsonDocument,
): { migration?: Diagnostic[] } {
  if (first.stopped) return {};
  const now = options.now ?? (() => performance.now());
  const left = (options.budgetMs ?? DEFAULT_BUDGET_MS) - (now() - first.startedAt);
  if (left <= 0) return {};
  const { findings, stopped } = runRules(
    value,
    kind,
    TARGET_VERSION,
    { ...options, budgetMs: left },
    size,
    doc?.sourceOf,
  );
  if (stopped) return {};
  const target = finish([...findings, ...migrationOnlyFindings(value, kind)], doc);
  return { migration: toMigration(target, first.diagnostics) };
}

/** The hint of ValidationReport.looksLike, when it applies. */
function looksLikeOf(
  value: unknown,
  kind: DocumentKind,
  version: SpecVersion,
  detectedVersion: VersionGuess | undefined,
  diagnostics: readonly Diagnostic[],
): { looksLike?: VersionGuess } {
  if (detectedVersion || version !== TARGET_VERSION || !diagnostics.some((d) => d.severity === 'error'))
    return {};
  const guess = detectVersion(value, kind);
  return guess.version !== TARGET_VERSION ? { looksLike: guess } : {};
}

/** Validates an already-parsed value (no positions in the result). Never throws. */
export function validateValue(value: unknown, options: ValidateOptions = {}): ValidationReport {
  const { kind, detected } = resolveKind(value, options.kind);
  const { version, detectedVersion } = resolveVersion(value, kind, options.spec);
  const size = sizeOfValue(value);
  const startedAt = (options.now ?? (() => performance.now()))();
  const { findings, stopped } = runRules(value, kind, version, options, size);
  const diagnostics = finish(findings, undefined);
  return {
    kind,
    detected,
    diagnostics,
    counts: countDiagnostics(diagnostics),
    stopped,
    version,
    ...(detectedVersion ? { detectedVersion } : {}),
    ...(isLegacySpec(version)
      ? migrationOf(value, kind, options, size, { diagnostics, stopped, startedAt })
      : {}),
    ...looksLikeOf(value, kind, version, detectedVersion, diagnostics),
  };
}

const syntaxSeverity: Severity = 'error';

function byteOrderMarkFinding(doc: JsonDocument): Finding {
  return {
    rule: 'json-byte-order-mark',
    severity: 'warning',
    path: '',
    message:
      'The text starts with an invisible byte order mark (U+FEFF). It was ignored here, but JSON.parse and many other parsers refuse the whole document: save it as UTF-8 without a BOM.',
    part: 'anchor',
    range: { start: doc.positionAt(0), end: doc.positionAt(1) },
  };
}

/**
 * Validates JSON source text: syntax errors and duplicate keys first, then (when the text parses)
 * every rule of the catalogue, each finding with its range in the text. Never throws.
 */
export function validateText(text: string, options: ValidateOptions = {}): ValidationReport {
  // RFC 8259 lets a parser ignore a leading byte order mark. A space in its place keeps every
  // offset, line and column of the text as the user sees it.
  const bom = text.charCodeAt(0) === 0xfeff;
  const doc = parseJson(bom ? ` ${text.slice(1)}` : text);
  const textFindings: Finding[] = bom ? [byteOrderMarkFinding(doc)] : [];
  const duplicates: Finding[] = doc.duplicateKeys.map((d) => ({
    rule: 'json-duplicate-key',
    severity: 'warning',
    path: joinPointer(d.pointer, d.key),
    message: `Duplicate key "${d.key}": JSON parsers disagree on which value wins (most keep the last). Remove one of them.`,
    part: 'key',
    range: d.range,
  }));
  if (!doc.ok) {
    const { kind, detected } = resolveKind(doc.value, options.kind);
    const { version, detectedVersion } = resolveVersion(doc.value, kind, options.spec);
    const diagnostics = sortDiagnostics([
      ...doc.syntaxErrors.map(
        (e): Diagnostic => ({
          rule: 'json-syntax',
          severity: syntaxSeverity,
          path: '',
          message: e.message,
          range: e.range,
        }),
      ),
      ...textFindings.map(({ part, ...d }) => d),
      ...duplicates.map(({ part, ...d }) => d),
    ]);
    return {
      kind,
      detected,
      diagnostics,
      counts: countDiagnostics(diagnostics),
      stopped: false,
      version,
      ...(detectedVersion ? { detectedVersion } : {}),
    };
  }
  const { kind, detected } = resolveKind(doc.value, options.kind);
  const { version, detectedVersion } = resolveVersion(doc.value, kind, options.spec);
  const startedAt = (options.now ?? (() => performance.now()))();
  const { findings, stopped } = runRules(doc.value, kind, version, options, text.length, doc.sourceOf);
  const diagnostics = sortDiagnostics([
    ...finish(findings, doc),
    ...[...textFindings, ...duplicates].map(({ part, ...d }) => d),
  ]);
  return {
    kind,
    detected,
    diagnostics,
    counts: countDiagnostics(diagnostics),
    stopped,
    version,
    ...(detectedVersion ? { detectedVersion } : {}),
    ...(isLegacySpec(version)
      ? migrationOf(doc.value, kind, options, text.length, { diagnostics, stopped, startedAt }, doc)
      : {}),
    ...looksLikeOf(doc.value, kind, version, detectedVersion, diagnostics),
  };
}
