import { isObject } from '../../json/is-object';
import { ERROR_CODES } from '../../spec/error-codes';
import { invalidRequestState, supportsFormElicitation } from '../catalogue/mrtr-helpers';
import type { JsonObject } from '../json-rpc';
import type { MockTool, ToolContext, ToolOutcome } from '../mock-tool';
import { textResult } from '../mock-tool';
import { missingCapabilityReply } from '../pipeline/check-client-capabilities';

type Kind = 'elicitation' | 'sampling' | 'roots';

interface Ask {
  key: string;
  kind: Kind;
  request: JsonObject;
}

function elicit(key: string, message: string, field: string, type = 'string'): Ask {
  return {
    key,
    kind: 'elicitation',
    request: {
      method: 'elicitation/create',
      params: {
        message,
        requestedSchema: { type: 'object', properties: { [field]: { type } }, required: [field] },
      },
    },
  };
}

function sample(key: string, text: string, maxTokens: number): Ask {
  return {
    key,
    kind: 'sampling',
    request: {
      method: 'sampling/createMessage',
      params: { messages: [{ role: 'user', content: { type: 'text', text } }], maxTokens },
    },
  };
}

function roots(key: string): Ask {
  return { key, kind: 'roots', request: { method: 'roots/list', params: {} } };
}

function declares(context: ToolContext, kind: Kind): boolean {
  if (kind === 'elicitation') return supportsFormElicitation(context.clientCapabilities);
  return isObject(context.clientCapabilities[kind]);
}

/** A usable answer for an ask: the shape of ElicitResult, CreateMessageResult or ListRootsResult. */
function answered(context: ToolContext, ask: Ask): JsonObject | undefined {
  const answer = context.inputResponses?.[ask.key];
  if (!isObject(answer)) return undefined;
  if (ask.kind === 'elicitation')
    return ['accept', 'decline', 'cancel'].includes(answer.action as string) ? answer : undefined;
  if (ask.kind === 'sampling')
    return isObject(answer.content) && typeof answer.model === 'string' ? answer : undefined;
  return Array.isArray(answer.roots) ? answer : undefined;
}

function summariseAnswer(ask: Ask, answer: JsonObject): string {
  if (ask.kind === 'elicitation')
    return `${ask.key}: ${String(answer.action)} ${JSON.stringify(answer.content ?? {})}`;
  if (ask.kind === 'sampling')
    return `${ask.key}: ${JSON.stringify((answer.content as JsonObject).text ?? answer.content)}`;
  return `${ask.key}: ${(answer.roots as unknown[]).length} root(s)`;
}

/** -32021 naming the kinds of input the client did not declare, or undefined when all are declared. */
function undeclaredError(context: ToolContext, asks: readonly Ask[]): ToolOutcome | undefined {
  const undeclared = asks.filter((ask) => !declares(context, ask.kind));
  if (undeclared.length === 0) return undefined;
  const missing = Object.fromEntries(undeclared.map((ask) => [ask.kind, {}]));
  return { type: 'error', ...missingCapabilityReply(missing, `Tool ${context.name}`) };
}

/** An input_required result asking `asks`, with `state` sealed as requestState when given. */
async function askFor(context: ToolContext, asks: readonly Ask[], state?: unknown): Promise<ToolOutcome> {
  return (
    undeclaredError(context, asks) ?? {
      type: 'input_required',
      inputRequests: Object.fromEntries(asks.map((ask) => [ask.key, ask.request])),
      ...(state === undefined ? {} : { requestState: await context.sealRequestState(state) }),
    }
  );
}

/**
 * Finishes when every ask has a usable answer; otherwise asks again for the missing ones (the
 * spec's SHOULD: re-request rather than fail), sealing `state` again when given.
 */
async function askOrFinish(
  context: ToolContext,
  asks: readonly Ask[],
  state: unknown,
  finish: (answers: JsonObject[]) => ToolOutcome,
): Promise<ToolOutcome> {
  const refused = undeclaredError(context, asks);
  if (refused) return refused;
  const answers = asks.map((ask) => answered(context, ask));
  if (answers.every((answer) => answer !== undefined)) return finish(answers as JsonObject[]);
  return askFor(
    context,
    asks.filter((_, i) => answers[i] === undefined),
    state,
  );
}

/** Checks the echoed state (when there is one). Returns an error outcome, or the state's data. */
async function verifiedState(context: ToolContext): Promise<{ error?: ToolOutcome; data?: unknown }> {
  const opened = await context.openRequestState();
  if (opened === undefined) return {};
  if (!opened.ok) return { error: invalidRequestState(opened.reason) };
  return { data: opened.data };
}

function mrtrTool(name: string, description: string, run: MockTool['run']): MockTool {
  return { definition: { name, description, inputSchema: { type: 'object' } }, run };
}

/** The suite's MRTR (SEP-2322) fixtures: every kind of input request, state round trips, tampering. */
export const CONFORMANCE_MRTR_TOOLS: readonly MockTool[] = [
  mrtrTool(
    'test_input_required_result_elicitation',
    'Conformance fixture: asks for the user name (elicitation), then greets.',
    (context) =>
      askOrFinish(context, [elicit('user_name', 'What is your name?', 'name')], undefined, ([answer]) => {
        const content = isObject(answer!.content) ? answer!.content : {};
        return textResult(
          answer!.action === 'accept' ? `Hello, ${String(content.name)}!` : 'Hello, stranger!',
        );
      }),
  ),
  mrtrTool(
    'test_input_required_result_sampling',
    'Conformance fixture: asks the client model a question (sampling), then reports the answer.',
    (context) =>
      askOrFinish(
        context,
        [sample('capital_question', 'What is the capital of France?', 100)],
        undefined,
        ([a]) =>
          textResult(
            `The model answered: ${summariseAnswer({ key: 'capital_question', kind: 'sampling', request: {} }, a!)}`,
          ),
      ),
  ),
  mrtrTool(
    'test_input_required_result_list_roots',
    'Conformance fixture: asks for the client roots.',
    (context) =>
      askOrFinish(context, [roots('client_roots')], undefined, ([answer]) => {
        const list = (answer!.roots as JsonObject[]).map((root) => String(root.uri)).join(', ');
        return textResult(`Client roots: ${list || '(none)'}`);
      }),
  ),
  mrtrTool(
    'test_input_required_result_request_state',
    'Conformance fixture: asks for confirmation with a sealed requestState and checks it on the retry.',
    async (context) => {
      const state = await verifiedState(context);
      if (state.error) return state.error;
      const ask = [elicit('confirm', 'Please confirm', 'ok', 'boolean')];
      // Without a verified state this is round 1, whatever inputResponses say.
      if (state.data === undefined) return askFor(context, ask, { step: 'confirm' });
      return askOrFinish(context, ask, state.data, () =>
        textResult('state-ok: the requestState was verified.'),
      );
    },
  ),
  mrtrTool(
    'test_input_required_result_multiple_inputs',
    'Conformance fixture: asks for elicitation, sampling and roots at once.',
    async (context) => {
      const state = await verifiedState(context);
      if (state.error) return state.error;
      const asks = [
        elicit('user_name', 'What is your name?', 'name'),
        sample('greeting', 'Generate a greeting', 50),
        roots('client_roots'),
      ];
      if (state.data === undefined) return askFor(context, asks, { step: 'all' });
      return askOrFinish(context, asks, state.data, (answers) =>
        textResult(`All inputs received: ${answers.map((a, i) => summariseAnswer(asks[i]!, a)).join('; ')}`),
      );
    },
  ),
  mrtrTool(
    'test_input_required_result_multi_round',
    'Conformance fixture: two rounds of questions, with a new requestState each round.',
    async (context) => {
      const state = await verifiedState(context);
      if (state.error) return state.error;
      const round = (state.data as { round?: number } | undefined)?.round ?? 0;
      const step1 = elicit('step1', 'Step 1: What is your name?', 'name');
      const step2 = elicit('step2', 'Step 2: What is your favorite color?', 'color');
      if (round === 0) return askFor(context, [step1], { round: 1 });
      if (round === 1) {
        const name = answered(context, step1);
        if (!name) return askFor(context, [step1], { round: 1 });
        const who = isObject(name.content) ? String(name.content.name) : 'someone';
        return askFor(context, [step2], { round: 2, name: who });
      }
      return askOrFinish(context, [step2], state.data, ([color]) => {
        const colour = isObject(color!.content) ? String(color!.content.color) : 'no colour';
        return textResult(
          `Done after two rounds: ${String((state.data as { name?: string }).name)} likes ${colour}.`,
        );
      });
    },
  ),
  mrtrTool(
    'test_input_required_result_tampered_state',
    'Conformance fixture: its HMAC-protected requestState is rejected with -32602 when changed.',
    async (context) => {
      const state = await verifiedState(context);
      if (state.error) return state.error;
      const ask = [elicit('confirm', 'Please confirm', 'ok', 'boolean')];
      if (state.data === undefined) return askFor(context, ask, { step: 'confirm' });
      return askOrFinish(context, ask, state.data, () => textResult('The requestState was intact.'));
    },
  ),
  mrtrTool(
    'test_input_required_result_capabilities',
    'Conformance fixture: asks only for the kinds of input the client declared it can give.',
    (context) => {
      const candidates = [
        elicit('user_name', 'What is your name?', 'name'),
        sample('greeting', 'Say hello', 50),
        roots('client_roots'),
      ];
      const possible = candidates.filter((ask) => declares(context, ask.kind));
      if (possible.length === 0) {
        return {
          type: 'error',
          status: 400,
          code: ERROR_CODES.missingRequiredClientCapability,
          message: `Tool ${context.name} needs one of the client capabilities elicitation, sampling or roots.`,
          data: { requiredCapabilities: { sampling: {} } },
        };
      }
      return askOrFinish(context, possible, undefined, (answers) =>
        textResult(`Received: ${answers.map((a, i) => summariseAnswer(possible[i]!, a)).join('; ')}`),
      );
    },
  ),
];
