import { isObject } from '../../json/is-object';
import type { MockPrompt } from '../mock-prompt';
import { RED_PIXEL_PNG } from './content-tools';

function userText(text: string) {
  return { role: 'user', content: { type: 'text', text } };
}

/** The suite's prompt fixtures (prompts are implemented only as far as these need). */
export const CONFORMANCE_PROMPTS: readonly MockPrompt[] = [
  {
    definition: {
      name: 'test_simple_prompt',
      description: 'Conformance fixture: a prompt without arguments.',
    },
    get: () => ({
      type: 'complete',
      result: { messages: [userText('This is a simple prompt for testing.')] },
    }),
  },
  {
    definition: {
      name: 'test_prompt_with_arguments',
      description: 'Conformance fixture: a prompt with two required arguments.',
      arguments: [
        { name: 'arg1', description: 'First test argument', required: true },
        { name: 'arg2', description: 'Second test argument', required: true },
      ],
    },
    get: ({ arguments: args }) => ({
      type: 'complete',
      result: { messages: [userText(`Prompt with arguments: arg1='${args.arg1}', arg2='${args.arg2}'`)] },
    }),
    complete: (_argument, value) =>
      ['paris', 'park', 'party', 'test', 'testing', 'tested'].filter((word) =>
        word.startsWith(value.toLowerCase()),
      ),
  },
  {
    definition: {
      name: 'test_prompt_with_embedded_resource',
      description: 'Conformance fixture: a prompt that embeds a resource.',
      arguments: [{ name: 'resourceUri', description: 'URI of the resource to embed', required: true }],
    },
    get: ({ arguments: args }) => ({
      type: 'complete',
      result: {
        messages: [
          {
            role: 'user',
            content: {
              type: 'resource',
              resource: {
                uri: args.resourceUri,
                mimeType: 'text/plain',
                text: 'Embedded resource content for testing.',
              },
            },
          },
          userText('Please process the embedded resource above.'),
        ],
      },
    }),
  },
  {
    definition: {
      name: 'test_prompt_with_image',
      description: 'Conformance fixture: a prompt with an image.',
    },
    get: () => ({
      type: 'complete',
      result: {
        messages: [
          { role: 'user', content: { type: 'image', data: RED_PIXEL_PNG, mimeType: 'image/png' } },
          userText('Please analyze the image above.'),
        ],
      },
    }),
  },
  {
    definition: {
      name: 'test_input_required_result_prompt',
      description:
        'Conformance fixture: a prompt that asks the user for context first (MRTR on prompts/get).',
    },
    get({ inputResponses, clientCapabilities }) {
      const answer = inputResponses?.user_context;
      if (isObject(answer) && answer.action === 'accept' && isObject(answer.content)) {
        return {
          type: 'complete',
          result: { messages: [userText(`Use this context: ${String(answer.content.context)}`)] },
        };
      }
      if (!isObject(clientCapabilities.elicitation)) {
        return {
          type: 'error',
          status: 400,
          code: -32021,
          message: 'Prompt test_input_required_result_prompt needs the client elicitation capability.',
          data: { requiredCapabilities: { elicitation: {} } },
        };
      }
      return {
        type: 'input_required',
        inputRequests: {
          user_context: {
            method: 'elicitation/create',
            params: {
              message: 'What context should the prompt use?',
              requestedSchema: {
                type: 'object',
                properties: { context: { type: 'string' } },
                required: ['context'],
              },
            },
          },
        },
      };
    },
  },
];
