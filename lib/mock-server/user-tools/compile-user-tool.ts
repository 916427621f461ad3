import { isObject } from '../../json/is-object';
import { checkSchema } from '../../schema/check-schema';
import type { Tool } from '../../spec/tool';
import type { JsonObject } from '../json-rpc';
import type { MockTool } from '../mock-tool';
import { renderTemplate } from './render-template';
import type { UserToolSpec } from './user-tool-spec';

export type CompiledUserTool = { ok: true; tool: MockTool } | { ok: false; errors: string[] };

const MAX_DELAY_MS = 30_000;

function checkResult(result: unknown, errors: string[]) {
  if (!isObject(result)) {
    errors.push('result must be an object with "content" (and optionally "structuredContent", "isError").');
    return;
  }
  if (
    !Array.isArray(result.content) ||
    !result.content.every((block) => isObject(block) && typeof block.type === 'string')
  ) {
    errors.push('result.content must be an array of content blocks, each an object with a string "type".');
  }
  if (result.isError !== undefined && typeof result.isError !== 'boolean')
    errors.push('result.isError must be a boolean.');
}

/**
 * Turns a user's tool into a catalogue entry, or says what is wrong with it. The definition must be
 * a tool (string `name`, `inputSchema` with root `type: "object"` that is a usable JSON Schema);
 * other rules (descriptions, name syntax) are the validator's to report, not reasons to refuse.
 */
export function compileUserTool(spec: UserToolSpec): CompiledUserTool {
  const errors: string[] = [];
  const definition = spec.definition;
  if (!isObject(definition)) return { ok: false, errors: ['definition must be a tool object.'] };
  const name = typeof definition.name === 'string' ? definition.name : undefined;
  if (name === undefined || name === '') errors.push('definition.name must be a non-empty string.');
  const inputSchema = definition.inputSchema;
  if (!isObject(inputSchema) || inputSchema.type !== 'object') {
    errors.push('definition.inputSchema must be a JSON Schema object whose root has "type": "object".');
  } else {
    const check = checkSchema(inputSchema);
    for (const problem of check.problems.filter((p) => p.severity === 'error')) {
      errors.push(`definition.inputSchema${problem.path}: ${problem.message}`);
    }
  }
  if (spec.result !== undefined) checkResult(spec.result, errors);
  const delay = spec.delayMs ?? 0;
  if (typeof delay !== 'number' || !Number.isFinite(delay) || delay < 0 || delay > MAX_DELAY_MS) {
    errors.push(`delayMs must be a number of milliseconds from 0 to ${MAX_DELAY_MS}.`);
  }
  if (errors.length > 0) return { ok: false, errors: name ? errors.map((e) => `${name}: ${e}`) : errors };
  const template = spec.result as JsonObject | undefined;
  return {
    ok: true,
    tool: {
      definition: definition as Tool,
      async run(context) {
        if (delay > 0) await context.sleep(delay);
        if (template === undefined) {
          return {
            type: 'complete',
            result: {
              content: [{ type: 'text', text: `${name} called with ${JSON.stringify(context.arguments)}` }],
            },
          };
        }
        const result = renderTemplate(
          { ...template, structuredContent: undefined },
          context.arguments,
        ) as JsonObject;
        delete result.structuredContent;
        if (template.structuredContent !== undefined) {
          result.structuredContent = renderTemplate(template.structuredContent, context.arguments, true);
        }
        return { type: 'complete', result };
      },
    },
  };
}
