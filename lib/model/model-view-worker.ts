import { joinPointer } from '../json/json-pointer';
import { parseJson } from '../json/parse-json';
import { stringifyDeep } from '../json/stringify-deep';
import type { Tool } from '../spec/tool';
import { prepareTools } from './prepare-tools';
import type { PrepareToolsResult, RenderTarget } from './prepared-tool';
import { estimateTokens } from './tokens/estimate-tokens';
import type { TokenEncoder } from './tokens/token-encoder';
import type { TokenReport } from './tokens/token-report';
import { toolsOfDocument } from './tools-of-document';

/** What to convert: a document's text (the validator's editor; parsed here) or tools already parsed. */
export type ModelViewInput = { kind: 'text'; text: string } | { kind: 'tools'; tools: readonly unknown[] };

/** Where a note points in the document's text (offsets), for "show in the editor". */
export interface NoteRange {
  from: number;
  to: number;
}

/** The conversion as the view shows it. */
export interface PreparedView {
  result: PrepareToolsResult;
  /** The payload as indented JSON (made here: it can be megabytes). */
  payloadText: string;
  /** For text input: each note's place in the text, when it can be found. */
  ranges?: (NoteRange | undefined)[];
}

/** Messages from the page to the "what the model sees" Worker. */
export type ModelViewRequest =
  | {
      type: 'prepare';
      id: number;
      input: ModelViewInput;
      target: RenderTarget;
      strictApi?: 'chat' | 'responses';
      /** Also estimate the tokens (loads the tokenizer on the first such request). */
      count: boolean;
    }
  /** Stops the count of request `id` (a newer one replaces it, or the view closed). */
  | { type: 'cancel'; id: number };

/** Messages from the Worker to the page, matched by `id`. */
export type ModelViewReply =
  | { type: 'prepared'; id: number; view: PreparedView }
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'estimated'; id: number; report: TokenReport }
  | { type: 'failed'; id: number; message: string };

export interface ModelViewHost {
  post(reply: ModelViewReply): void;
  loadEncoder(): Promise<TokenEncoder>;
  /** Lets queued messages (a cancel) run: a macrotask turn in a Worker. */
  pause(): Promise<void>;
}

/**
 * The Worker's side: converts the list (never blocking the page, even for thousands of tools), then
 * counts its tokens in slices, taking cancels between them, with progress along the way.
 */
export function createModelViewHandler(host: ModelViewHost) {
  const cancelled = new Set<number>();
  return async function handle(message: ModelViewRequest): Promise<void> {
    if (message.type === 'cancel') {
      cancelled.add(message.id);
      return;
    }
    const { id, target } = message;
    let result: PrepareToolsResult;
    let ranges: (NoteRange | undefined)[] | undefined;
    try {
      const options = message.strictApi ? { strictApi: message.strictApi } : {};
      if (message.input.kind === 'tools')
        result = prepareTools(message.input.tools as Tool[], target, options);
      else {
        const doc = parseJson(message.input.text);
        if (!doc.ok) {
          host.post({
            type: 'failed',
            id,
            message: 'The document is not valid JSON yet: fix its syntax errors first.',
          });
          return;
        }
        const found = toolsOfDocument(doc.value);
        if (!found.ok) {
          host.post({ type: 'failed', id, message: `Nothing to show: ${found.error}.` });
          return;
        }
        result = prepareTools(found.tools as Tool[], target, options);
        const prefix = (index: number) =>
          found.shape === 'tool'
            ? ''
            : found.shape === 'array'
              ? joinPointer('', index)
              : found.shape === 'tools-object'
                ? joinPointer('/tools', index)
                : joinPointer('/result/tools', index);
        ranges = result.notes.map((note) => {
          const range = doc.rangeOf(`${prefix(note.toolIndex)}${note.path}`, 'anchor');
          return range ? { from: range.start.offset, to: range.end.offset } : undefined;
        });
      }
    } catch (error) {
      host.post({ type: 'failed', id, message: `The conversion failed: ${(error as Error).message}` });
      return;
    }
    host.post({
      type: 'prepared',
      id,
      view: { result, payloadText: indented(result.payload), ...(ranges ? { ranges } : {}) },
    });
    if (!message.count) return;
    try {
      const encoder = await host.loadEncoder();
      const report = await estimateTokens(result, target, encoder, {
        cancelled: () => cancelled.has(id),
        pause: host.pause,
        onProgress: (done, total) => host.post({ type: 'progress', id, done, total }),
      });
      if (report) host.post({ type: 'estimated', id, report });
    } catch (error) {
      host.post({ type: 'failed', id, message: `Counting tokens failed: ${(error as Error).message}` });
    } finally {
      cancelled.delete(id);
    }
  };
}

/** Indented JSON; compact from an iterative writer when the value nests too deep for JSON.stringify. */
function indented(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return stringifyDeep(value);
  }
}
