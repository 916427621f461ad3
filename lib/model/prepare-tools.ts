import { isObject } from '../json/is-object';
import type { Tool } from '../spec/tool';
import { CLAUDE_NAME_LIMITS } from '../validate/rules/claude-tool-name';
import type { ClientNameLimits } from '../validate/rules/client-tool-name';
import { GEMINI_NAME_LIMITS } from '../validate/rules/gemini-function-name';
import { OPENAI_NAME_LIMITS } from '../validate/rules/openai-function-name';
import { assignModelNames } from './assign-model-names';
import { flattenRootCombinators, type RootFlattenOptions } from './flatten-root-combinators';
import { geminiDeclaration } from './gemini-declaration';
import { NoteSink } from './note-sink';
import type {
  ConversionNote,
  PreparedTool,
  PrepareToolsResult,
  RefusedTool,
  RenderTarget,
} from './prepared-tool';
import { toStrictSchema } from './strict-schema';

export type {
  ConversionNote,
  PreparedTool,
  PrepareToolsResult,
  RefusedTool,
  RenderTarget,
} from './prepared-tool';

export interface PrepareToolsOptions {
  /**
   * The OpenAI API whose shape `openai-strict` takes: Chat Completions (default, like `openai`) or
   * Responses (like `openai-responses`). Both accept `strict: true` per function.
   */
  strictApi?: 'chat' | 'responses';
}

/** Each target's name limits and the validator rule that checks them. */
const NAMES: Record<RenderTarget, { limits: ClientNameLimits; rule: string; provider: string }> = {
  anthropic: { limits: CLAUDE_NAME_LIMITS, rule: 'claude-tool-name', provider: 'The Claude API' },
  openai: { limits: OPENAI_NAME_LIMITS, rule: 'openai-function-name', provider: 'OpenAI' },
  'openai-responses': { limits: OPENAI_NAME_LIMITS, rule: 'openai-function-name', provider: 'OpenAI' },
  'openai-strict': { limits: OPENAI_NAME_LIMITS, rule: 'openai-function-name', provider: 'OpenAI' },
  gemini: { limits: GEMINI_NAME_LIMITS, rule: 'gemini-function-name', provider: 'Gemini' },
};

const ANTHROPIC_ROOT: RootFlattenOptions = {
  combinators: ['allOf', 'anyOf', 'oneOf'],
  refusal: (k) =>
    `The Claude API refuses a root "${k}": it answers 400 "input_schema does not support oneOf, allOf, or anyOf at the top level" (seen in its error replies, not in its documentation).`,
};
const OPENAI_ROOT: RootFlattenOptions = {
  combinators: ['allOf', 'anyOf', 'oneOf'],
  dropped: ['enum', 'not', 'const'],
  refusal: (k) =>
    `OpenAI refuses a root "${k}": it answers 400 "schema must have type 'object' and not have 'oneOf'/'anyOf'/'allOf'/'enum'/'not' at the top level" (seen in its error replies).`,
};
const GEMINI_ROOT: RootFlattenOptions = {
  combinators: ['allOf', 'anyOf', 'oneOf'],
  refusal: (k) =>
    `A function's parameters are one object: the AI SDK's Gemini conversion would carry a root "${k}" only beside root "properties", and send no parameters at all otherwise.`,
};

interface Converted {
  index: number;
  mcpName: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  /** Gemini only: the declaration's schema fields. */
  geminiFields?: Record<string, unknown>;
  sink: NoteSink;
}

/** The AI SDK keys tools by name in an object, where names that are array indexes come first. */
const isIndexName = (name: string) => /^(0|[1-9][0-9]*)$/.test(name) && Number(name) < 2 ** 32 - 1;

/**
 * The ONE conversion from MCP tool definitions to what a model API receives, for Anthropic
 * Messages, OpenAI Chat Completions and Responses (with and without strict mode) and Gemini.
 * Names a provider refuses get a deterministic, collision-free rename (`modelName`, with the MCP
 * name kept in `mcpName` to route calls back). Schemas are rewritten only where the provider would
 * refuse them or (for Gemini) where the Vercel AI SDK's own conversion changes them, so `payload`
 * is exactly the `tools` JSON that goes on the wire, directly or through the AI SDK with
 * `PreparedTool[]`. Every change is a note, linked to the validator rule that flags it; a tool that
 * cannot be offered is in `refused` and left out of the payload. Never throws on malformed input.
 */
export function prepareTools(
  tools: readonly Tool[],
  target: RenderTarget,
  options: PrepareToolsOptions = {},
): PrepareToolsResult {
  const refused: RefusedTool[] = [];
  const notes: ConversionNote[] = [];
  const kept: Converted[] = [];
  for (const [index, tool] of (tools as readonly unknown[]).entries()) {
    const name = isObject(tool) && typeof tool.name === 'string' ? tool.name : undefined;
    const label = name ?? `#${index + 1}`;
    const sink = new NoteSink(label, index);
    const refuse = (reason: string, path = '', rule?: string) => {
      refused.push({ mcpName: label, reason });
      sink.add({ path, kind: 'refused', message: reason, ...(rule ? { rule } : {}) });
      notes.push(...sink.notes());
    };
    if (!isObject(tool) || name === undefined) {
      refuse('This entry has no string "name", so it cannot be offered.');
      continue;
    }
    if (!isObject(tool.inputSchema)) {
      refuse(
        'The tool has no "inputSchema" object, so no provider can be told its arguments.',
        '/inputSchema',
      );
      continue;
    }
    let description: string | undefined;
    if (typeof tool.description === 'string') description = tool.description;
    else if (tool.description !== undefined)
      sink.add({
        path: '/description',
        kind: 'dropped',
        message: 'The description is not a string and was left out.',
      });
    const converted = convertSchema(tool.inputSchema, target, sink);
    if (!converted.ok) {
      refuse(converted.reason, converted.path, converted.rule);
      continue;
    }
    if (target === 'gemini' && !description?.trim())
      sink.add({
        path: description === undefined ? '' : '/description',
        kind: 'rewritten',
        message:
          'Gemini requires a description and this tool has none: the AI SDK sends "", so the model picks the tool by its name alone.',
        rule: 'gemini-description-required',
      });
    kept.push({
      index,
      mcpName: name,
      ...(description !== undefined ? { description } : {}),
      inputSchema: converted.inputSchema,
      ...(converted.geminiFields ? { geminiFields: converted.geminiFields } : {}),
      sink,
    });
  }

  const { limits, rule, provider } = NAMES[target];
  const names = assignModelNames(
    kept.map((k) => k.mcpName),
    limits,
  );
  const prepared = kept.map((entry, i) => {
    const { modelName, renamedBecause } = names[i]!;
    if (renamedBecause)
      entry.sink.add({
        path: '/name',
        kind: 'renamed',
        message: `${provider} refuses "${entry.mcpName}" (${renamedBecause}); the model sees "${modelName}", and calls to it go to "${entry.mcpName}".`,
        rule,
      });
    const tool: PreparedTool = {
      mcpName: entry.mcpName,
      modelName,
      ...(entry.description !== undefined ? { description: entry.description } : {}),
      inputSchema: entry.inputSchema,
      ...(target === 'openai-strict'
        ? { strict: true }
        : target === 'openai-responses'
          ? { strict: false }
          : {}),
    };
    return { entry, tool };
  });
  // The AI SDK orders tools like an object's keys: names that are array indexes come first.
  const ordered = [
    ...prepared
      .filter((p) => isIndexName(p.tool.modelName))
      .sort((a, b) => Number(a.tool.modelName) - Number(b.tool.modelName)),
    ...prepared.filter((p) => !isIndexName(p.tool.modelName)),
  ];
  ordered.forEach((p, position) => {
    if (isIndexName(p.tool.modelName) && prepared[position] !== p)
      p.entry.sink.add({
        path: '/name',
        kind: 'rewritten',
        message:
          'A name made only of digits moves to the front of the list: the AI SDK keys tools by name in an object, where such keys come first.',
      });
  });
  for (const { entry } of prepared) notes.push(...entry.sink.notes());
  notes.sort((a, b) => a.toolIndex - b.toolIndex);
  return {
    tools: ordered.map((p) => p.tool),
    refused,
    notes,
    payload: buildPayload(ordered, target, options),
  };
}

type SchemaConversion =
  | { ok: true; inputSchema: Record<string, unknown>; geminiFields?: Record<string, unknown> }
  | { ok: false; reason: string; path: string; rule?: string };

function convertSchema(
  schema: Record<string, unknown>,
  target: RenderTarget,
  sink: NoteSink,
): SchemaConversion {
  switch (target) {
    case 'anthropic':
      return { ok: true, inputSchema: flattenRootCombinators(schema, sink, ANTHROPIC_ROOT) };
    case 'openai':
    case 'openai-responses':
      return { ok: true, inputSchema: flattenRootCombinators(schema, sink, OPENAI_ROOT) };
    case 'openai-strict': {
      const flat = flattenRootCombinators(schema, sink, { ...OPENAI_ROOT, rule: 'openai-strict-keywords' });
      const strict = toStrictSchema(flat, sink);
      return strict.ok
        ? { ok: true, inputSchema: strict.schema }
        : {
            ok: false,
            reason: `Strict mode cannot take this tool: ${strict.reason}`,
            path: strict.path,
            rule: strict.rule,
          };
    }
    case 'gemini': {
      const declaration = geminiDeclaration(flattenRootCombinators(schema, sink, GEMINI_ROOT), sink);
      return declaration.ok
        ? { ok: true, inputSchema: declaration.inputSchema, geminiFields: declaration.fields }
        : {
            ok: false,
            reason: declaration.reason,
            path: declaration.path,
            ...(declaration.rule ? { rule: declaration.rule } : {}),
          };
    }
  }
}

function buildPayload(
  ordered: readonly { entry: Converted; tool: PreparedTool }[],
  target: RenderTarget,
  options: PrepareToolsOptions,
): unknown {
  // Key order follows the AI SDK's requests, so the JSON text (and its token count) is the wire's.
  const description = (t: PreparedTool) =>
    t.description !== undefined ? { description: t.description } : {};
  switch (target) {
    case 'anthropic':
      return ordered.map(({ tool }) => ({
        name: tool.modelName,
        ...description(tool),
        input_schema: tool.inputSchema,
      }));
    case 'openai':
      return ordered.map(({ tool }) => ({
        type: 'function',
        function: { name: tool.modelName, ...description(tool), parameters: tool.inputSchema },
      }));
    case 'openai-strict':
      if (options.strictApi !== 'responses')
        return ordered.map(({ tool }) => ({
          type: 'function',
          function: {
            name: tool.modelName,
            ...description(tool),
            parameters: tool.inputSchema,
            strict: true,
          },
        }));
      return responsesTools(ordered);
    case 'openai-responses':
      return responsesTools(ordered);
    case 'gemini':
      return {
        functionDeclarations: ordered.map(({ entry, tool }) => ({
          name: tool.modelName,
          description: tool.description ?? '',
          ...entry.geminiFields,
        })),
      };
  }
}

function responsesTools(ordered: readonly { tool: PreparedTool }[]): unknown[] {
  return ordered.map(({ tool }) => ({
    type: 'function',
    name: tool.modelName,
    ...(tool.description !== undefined ? { description: tool.description } : {}),
    parameters: tool.inputSchema,
    strict: tool.strict ?? false,
  }));
}
