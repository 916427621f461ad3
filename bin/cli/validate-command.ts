import { plural } from '../../lib/text/plural';
import type { Diagnostic } from '../../lib/validate/diagnostic';
import {
  type DocumentKind,
  isDocumentKind,
  isProfile,
  KIND_LABELS,
  PROFILE_SUMMARIES,
  PROFILES,
  type Profile,
} from '../../lib/validate/document-kind';
import {
  isSpecOption,
  SPEC_SUMMARIES,
  SPEC_VERSIONS,
  type SpecOption,
  TARGET_VERSION,
} from '../../lib/validate/spec-version';
import type { ValidationReport } from '../../lib/validate/validate-document';
import { type CliIo, parseCommandArgs, UsageError } from './io';
import { readCheckedInput, readInputText } from './read-input-text';
import { createValidationRunner } from './run-validation';
import { terminalLines } from './terminal-safe';

export const validateHelp = `Usage: mcp-tool-lab validate <file|-> [more files] [options]

Checks MCP tool definitions and results against the spec version a server speaks, the way the
site's validator does. "-" reads standard input.

Options:
  --kind <kind>        auto (default) | tool | tools | tools-list-result | call-result | message | task
                       auto detects each file's kind and says which it assumed.
  --spec <version>     auto | ${SPEC_VERSIONS.join(' | ')} (default ${TARGET_VERSION})
${SPEC_VERSIONS.map((v) => `                         ${v.padEnd(14)} ${SPEC_SUMMARIES[v]}`).join('\n')}
                       auto reads it from each file (a protocolVersion, 2026-07-28's members,
                       or a result without resultType) and says which it checked. Below
                       ${TARGET_VERSION}, the changes ${TARGET_VERSION} needs are listed apart
                       ("to move to ${TARGET_VERSION}"); they are not errors of the file.
  --tool <file>        for call-result: the tool definition the result is checked against
                       (structuredContent vs outputSchema)
  --profile <name>     the spec plus one client's or model API's own rules (each cites its source):
${PROFILES.map((p) => `                         ${p.padEnd(14)} ${PROFILE_SUMMARIES[p]}`).join('\n')}
  --format <format>    text (default, like a compiler) | json | sarif (SARIF 2.1.0)
  --no-info            leave out info-level advice
  --timeout <ms>       stop checking a file after this long (default 10000)
  -h, --help           this help

Output (text): file:line:col: severity rule: message
Output (json): {"files":[{"file","kind","spec","diagnostics":[…],"migration":[…]}],
                "summary":{"errors","warnings","infos","unchecked","migration"}}

Exit status: 0 no errors (warnings and advice allowed), 1 errors found, 2 usage or I/O problem,
3 no errors found but some part could not be checked (too costly within the limits or --timeout).
`;

interface FileReport {
  file: string;
  report: ValidationReport;
}

export function formatText(reports: FileReport[], summary: ReturnType<typeof summarise>): string {
  const lines: string[] = [];
  for (const { file, report } of reports) {
    if (report.detected) {
      lines.push(`${file}: note: checked as ${KIND_LABELS[report.kind]} (${report.detected.reason})`);
    }
    if (report.detectedVersion) {
      lines.push(`${file}: note: checked at MCP ${report.version} (${report.detectedVersion.reason})`);
    } else if (report.version !== TARGET_VERSION) {
      lines.push(`${file}: note: checked at MCP ${report.version}`);
    } else if (report.looksLike) {
      lines.push(
        `${file}: note: this looks like an MCP ${report.looksLike.version} document (${report.looksLike.reason}): --spec auto or --spec ${report.looksLike.version} checks it at the version it speaks`,
      );
    }
    const line = (d: Diagnostic, prefix = '') => {
      const where = d.range ? `${file}:${d.range.start.line}:${d.range.start.column}` : `${file}`;
      const at = d.path === '' ? '' : ` [${d.path}]`;
      return `${where}: ${prefix}${d.severity} ${d.rule}: ${d.message}${at}`;
    };
    for (const d of report.diagnostics) lines.push(line(d));
    if (report.migration && report.migration.length > 0) {
      lines.push(
        `${file}: note: to move to ${TARGET_VERSION}, ${plural(report.migration.length, 'change')} (not errors at ${report.version}):`,
      );
      for (const d of report.migration) lines.push(line(d, `to ${TARGET_VERSION}: `));
    } else if (report.migration) {
      lines.push(`${file}: note: nothing more to change for ${TARGET_VERSION}`);
    } else if (report.migrationUnlisted) {
      lines.push(`${file}: note: ${report.migrationUnlisted}`);
    }
  }
  lines.push(
    `${plural(summary.errors, 'error')}, ${plural(summary.warnings, 'warning')}, ${plural(summary.infos, 'info', 'info')} in ${plural(reports.length, 'file')}${summary.unchecked > 0 ? `; ${summary.unchecked} could not be checked` : ''}${summary.migration > 0 ? `; ${plural(summary.migration, 'change')} to move to ${TARGET_VERSION}` : ''}`,
  );
  // Messages quote the documents, and documents can hold escape sequences.
  return terminalLines(lines);
}

function summarise(reports: FileReport[]) {
  const summary = { errors: 0, warnings: 0, infos: 0, unchecked: 0, migration: 0 };
  for (const { report } of reports) {
    summary.migration += report.migration?.length ?? 0;
    summary.errors += report.counts.errors;
    summary.warnings += report.counts.warnings;
    summary.infos += report.counts.infos;
    summary.unchecked += report.diagnostics.filter((d) => d.unchecked).length;
  }
  return summary;
}

export async function validateCommand(argv: string[], io: CliIo, version: string): Promise<number> {
  const { values, positionals } = parseCommandArgs('validate', {
    args: argv,
    allowPositionals: true,
    options: {
      kind: { type: 'string', default: 'auto' },
      spec: { type: 'string' },
      tool: { type: 'string' },
      profile: { type: 'string', default: 'default' },
      format: { type: 'string', default: 'text' },
      'no-info': { type: 'boolean', default: false },
      timeout: { type: 'string', default: '10000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout.write(validateHelp);
    return 0;
  }
  const kind = String(values.kind);
  if (kind !== 'auto' && !isDocumentKind(kind)) {
    throw new UsageError(
      `unknown --kind "${kind}": use auto, tool, tools, tools-list-result, call-result, message or task`,
    );
  }
  const spec = values.spec === undefined ? undefined : String(values.spec);
  if (spec !== undefined && !isSpecOption(spec))
    throw new UsageError(`unknown --spec "${spec}": use auto, ${SPEC_VERSIONS.join(', ')}`);
  const profile = String(values.profile);
  if (!isProfile(profile))
    throw new UsageError(`unknown --profile "${profile}": use one of ${PROFILES.join(', ')}`);
  const format = String(values.format);
  if (!['text', 'json', 'sarif'].includes(format))
    throw new UsageError(`unknown --format "${format}": use text, json or sarif`);
  const timeout = Number(values.timeout);
  if (!Number.isInteger(timeout) || timeout < 1)
    throw new UsageError(`--timeout must be a positive number of milliseconds`);
  if (positionals.length === 0)
    throw new UsageError('no input: name one or more files, or "-" for standard input');
  if (positionals.filter((p) => p === '-').length > 1)
    throw new UsageError('standard input ("-") can be read only once');

  let tool: unknown;
  if (values.tool !== undefined) {
    const toolText = await readInputText(String(values.tool), io);
    // The parser alone, loaded only when needed (the validator loads when the first text is checked).
    const { parseJson } = await import('../../lib/json/parse-json');
    const doc = parseJson(toolText);
    if (!doc.ok) {
      const first = doc.syntaxErrors[0];
      throw new UsageError(
        `--tool ${String(values.tool)} is not valid JSON${first ? ` (${first.range.start.line}:${first.range.start.column}: ${first.message})` : ''}`,
      );
    }
    tool = doc.value;
  }

  const texts = await Promise.all(
    positionals.map(async (file) => ({ file, input: await readCheckedInput(file, io) })),
  );
  const runner = createValidationRunner(timeout);
  const reports: FileReport[] = [];
  try {
    for (const { file, input } of texts) {
      const report = await runner.validate(input.text, {
        kind: kind as DocumentKind | 'auto',
        profile: profile as Profile,
        ...(spec !== undefined ? { spec: spec as SpecOption } : {}),
        tool,
      });
      if (input.encoding) {
        report.diagnostics = [input.encoding, ...report.diagnostics];
        report.counts = { ...report.counts, errors: report.counts.errors + 1 };
      }
      if (values['no-info']) {
        report.diagnostics = report.diagnostics.filter((d: Diagnostic) => d.severity !== 'info');
        report.counts = { ...report.counts, infos: 0 };
        if (report.migration) report.migration = report.migration.filter((d) => d.severity !== 'info');
      }
      reports.push({ file: file === '-' ? '<stdin>' : file, report });
    }
  } finally {
    await runner.close();
  }

  const summary = summarise(reports);
  if (format === 'json') {
    const files = reports.map(({ file, report }) => ({
      file,
      kind: report.kind,
      spec: report.version,
      ...(report.detectedVersion ? { specReason: report.detectedVersion.reason } : {}),
      diagnostics: report.diagnostics,
      ...(report.migration ? { migration: report.migration } : {}),
    }));
    // The migration count only when there is a group to count (2026-07-28 files keep the shape).
    const { migration, ...counts } = summary;
    io.stdout.write(`${JSON.stringify({ files, summary: migration > 0 ? summary : counts })}\n`);
  } else if (format === 'sarif') {
    const [{ toSarif }, { ruleCatalogue }] = await Promise.all([
      import('../../lib/validate/to-sarif'),
      import('../../lib/validate/rules/index'),
    ]);
    const sarif = toSarif(
      reports.map(({ file, report }) => ({
        file,
        diagnostics: report.diagnostics,
        version: report.version,
        ...(report.migration ? { migration: report.migration } : {}),
      })),
      ruleCatalogue,
      { toolVersion: version, docsBaseUrl: process.env.MCP_TOOL_LAB_DOCS_URL },
    );
    io.stdout.write(`${JSON.stringify(sarif, null, 2)}\n`);
  } else {
    io.stdout.write(formatText(reports, summary));
  }
  return summary.errors > 0 ? 1 : summary.unchecked > 0 ? 3 : 0;
}
