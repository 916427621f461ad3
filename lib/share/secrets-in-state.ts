import { isObject } from '../json/is-object';
import { findSecrets, type SecretFinding } from './find-secrets';

const FIELD_NAMES: Record<string, string> = { text: 'the document', toolText: 'the tool definition' };

/** Every secret-looking string in a state, and every non-empty header value, with the field it sits in. */
function scanState(value: unknown, field: string, out: SecretFinding[], depth = 0): void {
  if (out.length >= 10 || depth > 32) return;
  if (typeof value === 'string') {
    for (const finding of findSecrets(value, 10 - out.length)) out.push({ ...finding, field });
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) scanState(value[i], `${field}[${i}]`, out, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const path = field ? `${field}.${key}` : key;
    if (/^headers$/i.test(key) && isObject(child)) {
      for (const [name, headerValue] of Object.entries(child)) {
        if (typeof headerValue === 'string' && headerValue.trim() !== '') {
          out.push({
            kind: 'header-value',
            label: `a value for the header "${name}"`,
            offset: 0,
            line: 1,
            column: 1,
            preview: '…',
            field: `${path}.${name}`,
          });
        }
      }
      continue;
    }
    scanState(child, path, out, depth + 1);
  }
}

/** "a bearer token, \"Bearer…\", in the document at line 3, column 9" */
export function describeSecretFinding(f: SecretFinding): string {
  const where = f.field ? (FIELD_NAMES[f.field] ?? `"${f.field}"`) : 'the text';
  return f.kind === 'header-value'
    ? `${f.label} (${where})`
    : `${f.label}, "${f.preview}", in ${where} at line ${f.line}, column ${f.column}`;
}

/**
 * Every secret-looking string in a page's state, and every non-empty `headers` value, with the
 * field it sits in (at most 10). The check share links and local storage both apply.
 */
export function secretsInState(state: unknown): SecretFinding[] {
  const out: SecretFinding[] = [];
  scanState(state, '', out);
  return out;
}

/**
 * Why a state must not be written to the browser's storage, or undefined when it may: storage
 * keeps text in plain form for anyone with access to the browser profile, so what a share link
 * refuses is not stored either.
 */
export function storageRefusal(state: unknown): string | undefined {
  const findings = secretsInState(state);
  if (findings.length === 0) return undefined;
  const more = findings.length > 1 ? ` (and ${findings.length - 1} more)` : '';
  return `Not saved in this browser: it looks like it contains ${describeSecretFinding(findings[0]!)}${more}, and local storage keeps text readable for anyone with access to this browser profile. Replace secrets with placeholders to have your work kept; reloading the page loses it until then.`;
}
