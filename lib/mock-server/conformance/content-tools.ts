import { encodeBase64 } from '../../wire/base64';
import { encodePng } from '../catalogue/encode-png';
import { encodeWav } from '../catalogue/encode-wav';
import type { MockTool } from '../mock-tool';
import { textResult, toolError } from '../mock-tool';

/** A 1×1 red pixel, the suite's suggested test image. */
export const RED_PIXEL_PNG = encodeBase64(encodePng(1, 1, new Uint8Array([0xff, 0, 0])));
/** A 100 ms 440 Hz tone. */
export const SHORT_TONE_WAV = encodeBase64(encodeWav([{ hz: 440, ms: 100 }]));

const NO_ARGUMENTS = { type: 'object', additionalProperties: false } as const;

function fixture(name: string, description: string, run: MockTool['run']): MockTool {
  return { definition: { name, description, inputSchema: { ...NO_ARGUMENTS } }, run };
}

/** The conformance suite's content fixtures: one tool per content type, plus an error. */
export const CONFORMANCE_CONTENT_TOOLS: readonly MockTool[] = [
  fixture('test_simple_text', 'Conformance fixture: returns one text block.', () =>
    textResult('This is a simple text response for testing.'),
  ),
  fixture('test_image_content', 'Conformance fixture: returns a 1×1 red PNG image.', () => ({
    type: 'complete',
    result: { content: [{ type: 'image', data: RED_PIXEL_PNG, mimeType: 'image/png' }] },
  })),
  fixture('test_audio_content', 'Conformance fixture: returns a short WAV tone.', () => ({
    type: 'complete',
    result: { content: [{ type: 'audio', data: SHORT_TONE_WAV, mimeType: 'audio/wav' }] },
  })),
  fixture('test_embedded_resource', 'Conformance fixture: returns an embedded text resource.', () => ({
    type: 'complete',
    result: {
      content: [
        {
          type: 'resource',
          resource: {
            uri: 'test://embedded-resource',
            mimeType: 'text/plain',
            text: 'This is an embedded resource content.',
          },
        },
      ],
    },
  })),
  fixture(
    'test_multiple_content_types',
    'Conformance fixture: returns text, image and resource blocks.',
    () => ({
      type: 'complete',
      result: {
        content: [
          { type: 'text', text: 'Multiple content types test:' },
          { type: 'image', data: RED_PIXEL_PNG, mimeType: 'image/png' },
          {
            type: 'resource',
            resource: {
              uri: 'test://mixed-content-resource',
              mimeType: 'application/json',
              text: '{"test":"data","value":123}',
            },
          },
        ],
      },
    }),
  ),
  fixture('test_error_handling', 'Conformance fixture: always fails with a tool execution error.', () =>
    toolError('This tool intentionally returns an error for testing'),
  ),
];
