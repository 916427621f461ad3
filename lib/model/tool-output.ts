// An MCP tools/call result as the model gets it: the text of its content blocks (resource links
// and embedded resources described in text, images sent as images where the API takes them),
// structuredContent as JSON when there is no text, and isError as the provider's error form. Huge
// results are cut with a note, so one tool cannot flood the context.
import { isObject } from '../json/is-object';
import type { ToolRunStatus } from './agent-event';

/** What the caller's executeTool returns: the MCP result, or why there is none. */
export type ToolExecution = { ok: true; result: Record<string, unknown> } | { ok: false; error: string };

/** The AI SDK's ToolResultOutput, as far as this module produces it. */
export type ModelToolOutput =
  | { type: 'text'; value: string }
  | { type: 'json'; value: unknown }
  | { type: 'error-text'; value: string }
  | { type: 'error-json'; value: unknown }
  | { type: 'execution-denied'; reason?: string }
  | {
      type: 'content';
      value: ({ type: 'text'; text: string } | { type: 'image-data'; data: string; mediaType: string })[];
    };

export interface ToolOutputOptions {
  /** Send images as images (the API takes them in tool results); else describe them in text. */
  media: boolean;
  /** Most characters of text sent to the model per result (default 100,000). */
  maxChars?: number;
  /** Largest image sent as an image, in base64 characters (default 5,000,000). */
  maxImageChars?: number;
}

export interface ModelToolResult {
  output: ModelToolOutput;
  status: ToolRunStatus;
  /** The text the model gets, for display. */
  text: string;
  cut: boolean;
}

export const DEFAULT_TOOL_OUTPUT_CHARS = 100_000;

function cut(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  return {
    text: `${text.slice(0, max)}\n[… cut: the result has ${text.length.toLocaleString('en')} characters; the first ${max.toLocaleString('en')} were sent]`,
    cut: true,
  };
}

const bytesOf = (base64: unknown) => (typeof base64 === 'string' ? Math.floor((base64.length * 3) / 4) : 0);

/** One content block as text ("" for an image that goes as an image). */
function describeBlock(block: unknown): string {
  if (!isObject(block)) return '';
  switch (block.type) {
    case 'text':
      return typeof block.text === 'string' ? block.text : '';
    case 'image':
    case 'audio':
      return `[${block.type} ${String(block.mimeType ?? 'unknown type')}, ${bytesOf(block.data).toLocaleString('en')} bytes]`;
    case 'resource_link':
      return `[resource link] ${String(block.uri ?? '')}${typeof block.name === 'string' ? ` (${block.name})` : ''}${typeof block.description === 'string' ? `: ${block.description}` : ''}`;
    case 'resource': {
      const r = isObject(block.resource) ? block.resource : {};
      return typeof r.text === 'string'
        ? `[resource ${String(r.uri ?? '')}]\n${r.text}`
        : `[resource ${String(r.uri ?? '')}: ${String(r.mimeType ?? 'binary')}, ${bytesOf(r.blob).toLocaleString('en')} bytes]`;
    }
    default:
      return `[${String(block.type)} content]`;
  }
}

/** The model's view of an executed tool call. */
export function toolOutputForModel(execution: ToolExecution, options: ToolOutputOptions): ModelToolResult {
  const max = options.maxChars ?? DEFAULT_TOOL_OUTPUT_CHARS;
  if (!execution.ok) {
    const shown = cut(`The tool could not be run: ${execution.error}`, max);
    return {
      output: { type: 'error-text', value: shown.text },
      status: 'failed',
      text: shown.text,
      cut: shown.cut,
    };
  }
  const result = execution.result;
  const isError = result.isError === true;
  const blocks = Array.isArray(result.content) ? result.content : [];
  const images = options.media
    ? blocks.filter(
        (b): b is Record<string, unknown> & { data: string; mimeType: string } =>
          isObject(b) &&
          b.type === 'image' &&
          typeof b.data === 'string' &&
          typeof b.mimeType === 'string' &&
          b.data.length <= (options.maxImageChars ?? 5_000_000),
      )
    : [];
  const texts = blocks
    .map((b) => (images.includes(b as never) ? '' : describeBlock(b)))
    .filter((t) => t !== '');
  let text = texts.join('\n');
  let structured = false;
  if (text === '' && 'structuredContent' in result) {
    text = JSON.stringify(result.structuredContent) ?? 'null';
    structured = true;
  }
  if (text === '' && images.length === 0)
    text = isError ? 'The tool failed without saying why.' : '(the tool returned no content)';
  const shown = cut(text, max);
  const status: ToolRunStatus = isError ? 'tool-error' : 'result';
  if (images.length > 0 && !isError)
    return {
      output: {
        type: 'content',
        value: [
          ...(shown.text ? [{ type: 'text' as const, text: shown.text }] : []),
          ...images.map((image) => ({
            type: 'image-data' as const,
            data: image.data,
            mediaType: image.mimeType,
          })),
        ],
      },
      status,
      text: [
        shown.text,
        ...images.map(
          (i) => `[image ${i.mimeType}, ${bytesOf(i.data).toLocaleString('en')} bytes, sent as an image]`,
        ),
      ]
        .filter(Boolean)
        .join('\n'),
      cut: shown.cut,
    };
  if (structured && !shown.cut) {
    const value = result.structuredContent;
    return {
      output: isError ? { type: 'error-json', value } : { type: 'json', value },
      status,
      text: shown.text,
      cut: false,
    };
  }
  return {
    output: { type: isError ? 'error-text' : 'text', value: shown.text },
    status,
    text: shown.text,
    cut: shown.cut,
  };
}
