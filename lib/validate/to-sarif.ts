import type { Diagnostic, Severity } from './diagnostic';
import { BASIS_LABELS, type Rule, ruleDocsHref } from './rule';
import { type SpecVersion, TARGET_VERSION } from './spec-version';

export interface SarifInput {
  file: string;
  diagnostics: readonly Diagnostic[];
  /** The protocol version the file was checked at (recorded on the artifact and each result). */
  version?: SpecVersion;
  /** The migration group toward 2026-07-28 (see ValidationReport.migration). */
  migration?: readonly Diagnostic[];
}

export interface SarifOptions {
  toolVersion: string;
  /** Absolute base URL of the site; rule help links are `${docsBaseUrl}/docs/rules#id` when given. */
  docsBaseUrl?: string;
}

const level: Record<Severity, 'error' | 'warning' | 'note'> = {
  error: 'error',
  warning: 'warning',
  info: 'note',
};

/**
 * A SARIF 2.1.0 log of the findings, for code-scanning tools. Every rule of the catalogue is listed
 * under the driver (with its default level and basis); each finding points at its file and, when the
 * text was given, its region, plus the JSON Pointer as a logical location.
 */
export function toSarif(files: readonly SarifInput[], rules: readonly Rule[], options: SarifOptions): object {
  const extraIds = new Set<string>();
  for (const f of files)
    for (const d of [...f.diagnostics, ...(f.migration ?? [])])
      if (!rules.some((r) => r.id === d.rule)) extraIds.add(d.rule);
  const driverRules = [
    ...rules.map((r) => ({
      id: r.id,
      name: r.id.replace(/(^|-)([a-z0-9])/g, (_m, _dash, ch: string) => ch.toUpperCase()),
      shortDescription: { text: r.title },
      fullDescription: { text: r.description },
      ...(options.docsBaseUrl
        ? { helpUri: `${options.docsBaseUrl.replace(/\/$/, '')}${ruleDocsHref(r.id)}` }
        : {}),
      defaultConfiguration: { level: level[r.severity] },
      properties: { basis: BASIS_LABELS[r.basis], tags: ['mcp', r.basis] },
    })),
    ...[...extraIds].map((id) => ({ id, shortDescription: { text: id } })),
  ];
  const index = new Map(driverRules.map((r, i) => [r.id, i]));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'mcp-tool-lab', version: options.toolVersion, rules: driverRules } },
        artifacts: files.map((f) => ({
          location: { uri: f.file },
          ...(f.version ? { properties: { mcpSpecVersion: f.version } } : {}),
        })),
        results: files.flatMap((f, fileIndex) => [
          ...f.diagnostics.map((d) => ({
            ...resultOf(d, f, fileIndex, index.get(d.rule)),
            level: level[d.severity],
            message: { text: d.message },
            ...(f.version ? { properties: { mcpSpecVersion: f.version } } : {}),
          })),
          // Not a problem of the file at its version: informational results (SARIF's `kind`),
          // whose level must then be "none"; the severity they would have is kept as a property.
          ...(f.migration ?? []).map((d) => ({
            ...resultOf(d, f, fileIndex, index.get(d.rule)),
            kind: 'informational',
            level: 'none',
            message: { text: `To move to ${TARGET_VERSION}: ${d.message}` },
            properties: {
              group: 'migration',
              ...(f.version ? { mcpSpecVersion: f.version } : {}),
              targetVersion: TARGET_VERSION,
              severityAtTarget: d.severity,
            },
          })),
        ]),
        columnKind: 'utf16CodeUnits',
      },
    ],
  };
}

/** The parts of a SARIF result every finding has: its rule and where it is. */
function resultOf(d: Diagnostic, f: SarifInput, fileIndex: number, ruleIndex: number | undefined) {
  return {
    ruleId: d.rule,
    ruleIndex,
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: f.file, index: fileIndex },
          ...(d.range
            ? {
                region: {
                  startLine: d.range.start.line,
                  startColumn: d.range.start.column,
                  endLine: d.range.end.line,
                  endColumn: d.range.end.column,
                  charOffset: d.range.start.offset,
                  charLength: d.range.end.offset - d.range.start.offset,
                },
              }
            : {}),
        },
        logicalLocations: [{ fullyQualifiedName: d.path === '' ? '/' : d.path, kind: 'member' }],
      },
    ],
  };
}
