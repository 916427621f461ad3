import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { SINCE_2025_11_25 } from '../spec-version';

const aboutArguments =
  /\b(arguments?|required property|invalid value for|must be of type|input validation)\b/i;
/** Legitimate -32602 uses: unknown tool, malformed request, missing _meta, bad cursor. */
const otherUse =
  /(unknown tool|tool not found|no such tool|not found|unknown method|cursor|_meta|protocol ?version|capabilit)/i;

export const toolInputErrorChannel = defineRule({
  id: 'tool-input-error-channel',
  severity: 'warning',
  basis: 'spec-should',
  versions: SINCE_2025_11_25,
  title: 'Invalid tool arguments come back as a tool execution error',
  description:
    "Since 2025-11-25 (SEP-1303), arguments that fail a tool's validation (a bad date, a value out of range) are reported as a result with `isError: true` and an explanation, so the model can read it and try again. A -32602 protocol error is for an unknown tool or a malformed request; clients may not show it to the model at all. (The 2026-07-28 schema's comment on -32602 still mentions invalid arguments; the prose and SEP-1303 say otherwise.) The check recognises argument problems from the error message.",
  target: 'message',
  check({ target, path, report }) {
    const error = target.value.error;
    if (typeof error !== 'object' || error === null) return;
    const { code, message } = error as Record<string, unknown>;
    if (code !== -32602 || typeof message !== 'string') return;
    if (!aboutArguments.test(message) || otherUse.test(message)) return;
    report({
      path: joinPointer(path, 'error'),
      message:
        'This looks like an argument validation failure sent as a -32602 protocol error. Return {"resultType": "complete", "isError": true, "content": [{"type": "text", "text": "…what was wrong…"}]} so the model can correct its call.',
    });
  },
  cases: {
    pass: [
      {
        kind: 'message',
        document: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Unknown tool: search_issuez' } },
      },
    ],
    fail: [
      {
        kind: 'message',
        document: {
          jsonrpc: '2.0',
          id: 1,
          error: {
            code: -32602,
            message: "Invalid arguments for tool calculate: Missing required property 'expression'",
          },
        },
        path: '/error',
      },
    ],
  },
});
