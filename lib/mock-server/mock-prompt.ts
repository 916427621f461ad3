import type { JsonObject } from './json-rpc';
import type { ToolOutcome } from './mock-tool';

/** A prompt argument as prompts/list shows it. */
export interface PromptArgumentDefinition {
  name: string;
  title?: string;
  description?: string;
  required?: boolean;
}

/** What a prompt's get may see: its string arguments and, on an MRTR retry, the answers. */
export interface PromptContext {
  arguments: Record<string, string>;
  clientCapabilities: JsonObject;
  inputResponses?: JsonObject;
  requestState?: string;
}

/** What prompts/get produces: a `GetPromptResult` body, an MRTR interim result, or an error. */
export type PromptOutcome =
  | Extract<ToolOutcome, { type: 'input_required' } | { type: 'error' }>
  | {
      type: 'complete';
      result: JsonObject;
    };

/** One prompt (only as far as the conformance fixtures need prompts). */
export interface MockPrompt {
  definition: { name: string; title?: string; description?: string; arguments?: PromptArgumentDefinition[] };
  get(context: PromptContext): PromptOutcome | Promise<PromptOutcome>;
  /** Suggestions for completion/complete of one argument, given what was typed so far. */
  complete?(argument: string, value: string): string[];
}
