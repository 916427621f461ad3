import { isObject } from '../../json/is-object';
import type { JsonObject } from '../json-rpc';
import type { MockTool, ToolContext, ToolOutcome } from '../mock-tool';
import { structuredResult } from '../mock-tool';
import { missingCapabilityReply } from '../pipeline/check-client-capabilities';
import { invalidRequestState, supportsFormElicitation } from './mrtr-helpers';

const CONFIRM_KEY = 'confirm_deploy';

function confirmationRequest(args: JsonObject): JsonObject {
  return {
    [CONFIRM_KEY]: {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message: `Deploy ${String(args.service)} ${String(args.version)} to production? Production serves all customers; the rollout takes about 10 minutes and can be rolled back.`,
        requestedSchema: {
          type: 'object',
          properties: {
            confirm: { type: 'boolean', title: 'Deploy now', description: 'Tick to start the rollout.' },
            note: {
              type: 'string',
              title: 'Change note',
              description: 'Optional note for the deploy log.',
              maxLength: 200,
            },
          },
          required: ['confirm'],
        },
      },
    },
  };
}

async function askForConfirmation(context: ToolContext, round: number): Promise<ToolOutcome> {
  return {
    type: 'input_required',
    inputRequests: confirmationRequest(context.arguments),
    requestState: await context.sealRequestState({ step: 'confirm', round }),
  };
}

/**
 * The confirmation was not given: nothing is deployed, and the result says so in the same shape
 * as a deploy (status "not_started", no deployment id), so it conforms to the outputSchema.
 */
function notStarted(args: JsonObject, reason: string): ToolOutcome {
  return structuredResult(
    {
      service: args.service,
      version: args.version,
      environment: args.environment,
      status: 'not_started',
      reason,
    },
    `Deployment not started: ${reason}.`,
  );
}

function deployed(args: JsonObject, note?: string): ToolOutcome {
  const id = `dep_${String(args.service)}_${String(args.version).replace(/\W/g, '')}_${String(args.environment)}`;
  return structuredResult(
    {
      deployment_id: id,
      service: args.service,
      version: args.version,
      environment: args.environment,
      status: 'rolling_out',
      ...(note ? { note } : {}),
    },
    `Started deployment ${id}: ${String(args.service)} ${String(args.version)} → ${String(args.environment)}.`,
  );
}

/**
 * The MRTR example: a production deploy asks the user to confirm first. Round 1 answers
 * `input_required` with an elicitation form and a `requestState` sealed to these arguments; the
 * client asks the user and retries (new id, same arguments, the answers in `inputResponses`, the
 * state echoed). Round 2 verifies the state (tampered → -32602) and acts on the answer; a missing
 * answer is asked for again rather than failing. Staging deploys need no confirmation. A client
 * that cannot show forms (no `elicitation` capability) gets -32021.
 */
export const deployReleaseTool: MockTool = {
  definition: {
    name: 'deploy_release',
    title: 'Deploy a release',
    description:
      'Deploy a version of a service to staging or production. Production deploys ask the user to confirm first (the call returns input_required with a form; your client shows it and retries). Returns the deployment id and status "rolling_out", or status "not_started" with the reason when the user does not confirm. Use this when the user asks to ship a release.',
    inputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string', enum: ['checkout', 'search', 'docs-site'], description: 'Which service.' },
        version: {
          type: 'string',
          pattern: '^\\d+\\.\\d+\\.\\d+$',
          description: 'Semantic version to deploy, e.g. "2.4.1".',
        },
        environment: { type: 'string', enum: ['staging', 'production'], description: 'Where to deploy.' },
      },
      required: ['service', 'version', 'environment'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string' },
        version: { type: 'string' },
        environment: { type: 'string', enum: ['staging', 'production'] },
        status: {
          type: 'string',
          enum: ['rolling_out', 'not_started'],
          description: '"rolling_out" once started; "not_started" when the user did not confirm.',
        },
        deployment_id: { type: 'string', description: 'Present when the deploy started.' },
        note: { type: 'string' },
        reason: { type: 'string', description: 'Why the deploy did not start.' },
      },
      required: ['service', 'version', 'environment', 'status'],
    },
    annotations: {
      title: 'Deploy a release',
      readOnlyHint: false,
      destructiveHint: true,
      openWorldHint: true,
    },
  },
  async run(context) {
    const args = context.arguments;
    if (args.environment !== 'production') return deployed(args);
    if (!supportsFormElicitation(context.clientCapabilities)) {
      const reply = missingCapabilityReply(
        { elicitation: { form: {} } },
        'Deploying to production (the user must confirm)',
      );
      return { type: 'error', ...reply };
    }
    const state = await context.openRequestState();
    if (state === undefined) return askForConfirmation(context, 1);
    if (!state.ok) return invalidRequestState(state.reason);
    const answer = context.inputResponses?.[CONFIRM_KEY];
    const round = ((state.data as { round?: number }).round ?? 1) + 1;
    if (!isObject(answer)) return askForConfirmation(context, round);
    if (answer.action !== 'accept')
      return notStarted(args, `the user chose "${String(answer.action)}" on the confirmation`);
    const content = isObject(answer.content) ? answer.content : {};
    if (content.confirm !== true) return notStarted(args, 'the user did not tick "Deploy now"');
    return deployed(args, typeof content.note === 'string' ? content.note : undefined);
  },
};
