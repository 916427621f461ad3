import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';

export const annotationsConflict = defineRule({
  id: 'annotations-conflict',
  severity: 'info',
  basis: 'advice',
  title: 'Tool annotation hints do not contradict each other',
  description:
    '`destructiveHint` and `idempotentHint` mean something only when `readOnlyHint` is false. A tool marked read-only and destructive sends clients two opposite signals (for confirmation prompts, say), so that pair is a warning; a read-only tool with either hint set is merely redundant.',
  target: 'tool',
  check({ target, path, report }) {
    const annotations = target.value.annotations;
    if (typeof annotations !== 'object' || annotations === null || Array.isArray(annotations)) return;
    const a = annotations as Record<string, unknown>;
    if (a.readOnlyHint !== true) return;
    const at = joinPointer(path, 'annotations');
    if (a.destructiveHint === true) {
      report({
        path: joinPointer(at, 'destructiveHint'),
        severity: 'warning',
        message:
          'readOnlyHint is true, so the tool changes nothing, yet destructiveHint says it may destroy data. Remove destructiveHint, or set readOnlyHint to false if the tool does modify things.',
      });
    } else if (a.destructiveHint === false) {
      report({
        path: joinPointer(at, 'destructiveHint'),
        message:
          'destructiveHint has no meaning on a read-only tool (readOnlyHint is true); you can remove it.',
      });
    }
    if (typeof a.idempotentHint === 'boolean') {
      report({
        path: joinPointer(at, 'idempotentHint'),
        message:
          'idempotentHint has no meaning on a read-only tool (readOnlyHint is true); you can remove it.',
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object' },
          annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
        },
      },
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object' },
          annotations: { readOnlyHint: true, openWorldHint: false },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object' },
          annotations: { readOnlyHint: true, destructiveHint: true },
        },
        path: '/annotations/destructiveHint',
      },
    ],
  },
});
