// The stand-in's behaviours, chosen by model name so any client (the CLI, a browser page) can pick
// one without talking to the test: "stand-in-huge-answer" answers 10 MB, "stand-in-429" is rate
// limited, and any other name gets the deterministic policy.
import { chooseTool, extractArguments, policyTurn } from './stand-in-policy';
import type { StandInBehaviour, StandInReply, StandInRequest, StandInTool } from './stand-in-types';

/** Size of the "huge" answer: 10 MB of text. */
export const HUGE_ANSWER_CHARS = 10 * 1024 * 1024;

/** The model names with a fixed behaviour; every other name gets the policy. */
export const STAND_IN_MODELS = {
  /** The deterministic policy (any name not listed here behaves the same). */
  policy: 'stand-in',
  /** First step: a call to a tool that was not offered ("no_such_tool"). */
  unknownTool: 'stand-in-unknown-tool',
  /** First step: the policy's tool with arguments that are not valid JSON (where the format carries text). */
  invalidJson: 'stand-in-invalid-json',
  /** First step: the policy's tool with arguments that break its schema ({"not_a_parameter": "x"}). */
  invalidArguments: 'stand-in-invalid-arguments',
  /** Every step calls the policy's tool again: only a step limit ends the run. */
  endlessLoop: 'stand-in-endless-loop',
  /** A 10 MB text answer (streamed in 64 KiB deltas). */
  hugeAnswer: 'stand-in-huge-answer',
  /** Half the answer, then the connection closes without the final events. */
  stopMidStream: 'stand-in-stop-mid-stream',
  /** Half the answer, then silence until the client gives up. */
  hang: 'stand-in-hang',
  /** Half the answer, then the socket is destroyed. */
  reset: 'stand-in-reset',
  /** The policy's answer, each event 100 ms after the last. */
  slow: 'stand-in-slow',
  /** 401 with the provider's error body. */
  unauthorized: 'stand-in-401',
  /** 401 whose message echoes the API key in full, as a careless server might. */
  unauthorizedEchoingKey: 'stand-in-401-echo-key',
  /** 429 with retry-after: 2 (Gemini: RetryInfo 2s). */
  rateLimited: 'stand-in-429',
  /** 429 with retry-after: 3600. */
  rateLimitedLong: 'stand-in-429-long',
  /** Every other request is a 429 (retry-after: 1), starting with the first. */
  flaky: 'stand-in-flaky',
  /** Anthropic 529 overloaded_error; OpenAI and Gemini 503. */
  overloaded: 'stand-in-overloaded',
  /** 500 with the provider's error body. */
  serverError: 'stand-in-500',
  /** 404: the provider does not know the model. */
  missingModel: 'stand-in-no-such-model',
} as const;

/** Marks where the request's key goes in an echoed error message. */
export const KEY_PLACEHOLDER = '{key}';

function firstTool(request: StandInRequest): StandInTool | undefined {
  return chooseTool(request.prompt, request.tools) ?? request.tools[0];
}

const firstStep = (request: StandInRequest) =>
  request.turnsSinceUser === 0 && request.toolResults.length === 0;

/** A behaviour per model name, with the policy for every other name. `flakyCount` is per stand-in. */
export function createModeBehaviour(): StandInBehaviour {
  let flakyCount = 0;
  return (request): StandInReply => {
    const turn = () => ({ kind: 'turn' as const, turn: policyTurn(request) });
    switch (request.model) {
      case STAND_IN_MODELS.unknownTool:
        return firstStep(request)
          ? { kind: 'turn', turn: { toolCalls: [{ name: 'no_such_tool', arguments: { anything: 1 } }] } }
          : turn();
      case STAND_IN_MODELS.invalidJson:
      case STAND_IN_MODELS.invalidArguments: {
        const tool = firstTool(request);
        if (!firstStep(request) || !tool) return turn();
        const args = JSON.stringify(extractArguments(request.prompt, tool));
        return {
          kind: 'turn',
          turn: {
            toolCalls: [
              request.model === STAND_IN_MODELS.invalidJson
                ? { name: tool.name, rawArguments: `${args.slice(0, -1)},"broken": ` }
                : { name: tool.name, arguments: { not_a_parameter: 'x' } },
            ],
          },
        };
      }
      case STAND_IN_MODELS.endlessLoop: {
        const tool = firstTool(request);
        return tool
          ? {
              kind: 'turn',
              turn: { toolCalls: [{ name: tool.name, arguments: extractArguments(request.prompt, tool) }] },
            }
          : turn();
      }
      case STAND_IN_MODELS.hugeAnswer:
        return {
          kind: 'turn',
          turn: {
            text: 'All work and no play. '.repeat(HUGE_ANSWER_CHARS / 22 + 1).slice(0, HUGE_ANSWER_CHARS),
          },
          chunkChars: 64 * 1024,
        };
      case STAND_IN_MODELS.stopMidStream:
        return { ...withText(request), ending: 'close-early' };
      case STAND_IN_MODELS.hang:
        return { ...withText(request), ending: 'hang' };
      case STAND_IN_MODELS.reset:
        return { ...withText(request), ending: 'reset' };
      case STAND_IN_MODELS.slow:
        return { ...turn(), chunkDelayMs: 100 };
      case STAND_IN_MODELS.unauthorized:
        return { kind: 'error', failure: 'unauthorized' };
      case STAND_IN_MODELS.unauthorizedEchoingKey:
        return {
          kind: 'error',
          failure: 'unauthorized',
          message: `The API key ${KEY_PLACEHOLDER} is not valid.`,
        };
      case STAND_IN_MODELS.rateLimited:
        return { kind: 'error', failure: 'rate-limited', retryAfterSeconds: 2 };
      case STAND_IN_MODELS.rateLimitedLong:
        return { kind: 'error', failure: 'rate-limited', retryAfterSeconds: 3600 };
      case STAND_IN_MODELS.flaky:
        return flakyCount++ % 2 === 0
          ? { kind: 'error', failure: 'rate-limited', retryAfterSeconds: 1 }
          : turn();
      case STAND_IN_MODELS.overloaded:
        return { kind: 'error', failure: 'overloaded', retryAfterSeconds: 2 };
      case STAND_IN_MODELS.serverError:
        return { kind: 'error', failure: 'server-error' };
      case STAND_IN_MODELS.missingModel:
        return { kind: 'error', failure: 'model-not-found' };
      default:
        return turn();
    }
  };
}

/** The policy's answer with some text in front, so a cut stream has text before the cut. */
function withText(request: StandInRequest): StandInReply & { kind: 'turn' } {
  const turn = policyTurn(request);
  return {
    kind: 'turn',
    turn: { ...turn, text: `${turn.text ?? 'Let me look that up.'} ${'Still writing. '.repeat(20)}` },
  };
}
