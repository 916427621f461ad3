// The vocabulary shared by the provider stand-in's parts: what a request asks for (read from any of
// the four wire formats), what the stand-in answers (a turn, or a failure), and how a stream ends.

/** The wire formats the stand-in speaks. OpenAI-compatible servers speak `openai-chat`. */
export type StandInWire = 'anthropic' | 'openai-chat' | 'openai-responses' | 'gemini';

/** A tool as the request offered it, whatever the wire format called its parts. */
export interface StandInTool {
  name: string;
  description: string;
  /** The parameters schema as sent (JSON Schema, or Gemini's OpenAPI subset). */
  schema: Record<string, unknown>;
}

export interface StandInToolResult {
  /** The tool's name where the wire format says it (Gemini, or via the matching call). */
  name?: string;
  text: string;
  isError: boolean;
}

/** What one model request asks for, read from its wire format. */
export interface StandInRequest {
  wire: StandInWire;
  model: string;
  stream: boolean;
  /** System instructions, joined. */
  system: string;
  /** The text of the last user message (tool results are not user text). */
  prompt: string;
  /** Tool results sent after the last user message. */
  toolResults: StandInToolResult[];
  /** Assistant turns after the last user message: 0 on the first step of a run. */
  turnsSinceUser: number;
  tools: StandInTool[];
}

/** A tool call the stand-in makes: arguments as an object, or as raw text (which may be broken JSON). */
export interface StandInToolCall {
  name: string;
  arguments?: Record<string, unknown>;
  /** Sent instead of `arguments` where the format carries text (streamed input, OpenAI's strings). */
  rawArguments?: string;
}

/** One model answer: text, tool calls, or both (text first). */
export interface StandInTurn {
  text?: string;
  toolCalls?: StandInToolCall[];
}

/**
 * How the body of an answer ends: `complete`; `close-early` (half the events, then the connection
 * closes cleanly, without the final events); `hang` (half the events, then nothing until the client
 * gives up); `reset` (half the events, then the socket is destroyed).
 */
export type StandInEnding = 'complete' | 'close-early' | 'hang' | 'reset';

/** Failures, each answered with the provider's own status, headers and error body. */
export type StandInFailure =
  | 'unauthorized'
  | 'rate-limited'
  | 'overloaded'
  | 'server-error'
  | 'bad-request'
  | 'model-not-found';

export type StandInReply =
  | {
      kind: 'turn';
      turn: StandInTurn;
      /** Delay before each streamed event (default 0). */
      chunkDelayMs?: number;
      /** Characters of text per streamed delta (default 24; large answers use larger chunks). */
      chunkChars?: number;
      ending?: StandInEnding;
    }
  | {
      kind: 'error';
      failure: StandInFailure;
      /** Replaces the provider-style message (e.g. to echo a key back, as some servers do). */
      message?: string;
      /** Seconds in `retry-after` (rate-limited and overloaded; default 2). */
      retryAfterSeconds?: number;
    };

/** Decides the answer to one request. */
export type StandInBehaviour = (request: StandInRequest) => StandInReply;
