import { encodeBase64 } from '../../wire/base64';
import type { MockTool } from '../mock-tool';
import { encodeWav, type Note } from './encode-wav';

/** Three short cues, as note sequences (C major arpeggio up, a repeated A, a falling minor third). */
export const CUES: Record<string, readonly Note[]> = {
  success: [
    { hz: 523.25, ms: 110 },
    { hz: 659.25, ms: 110 },
    { hz: 783.99, ms: 220 },
  ],
  warning: [
    { hz: 440, ms: 150 },
    { hz: 0, ms: 70 },
    { hz: 440, ms: 150 },
  ],
  error: [
    { hz: 392, ms: 180 },
    { hz: 329.63, ms: 300 },
  ],
};

/** Returns an audio content block: a real WAV rendered from the chosen cue. */
export const playSoundTool: MockTool = {
  definition: {
    name: 'play_notification_sound',
    title: 'Play a notification sound',
    description:
      'Produce a short notification sound (WAV audio) for the user: "success" (rising chime), "warning" (two beeps) or "error" (falling tone). The client decides whether and how to play it. Use this when the user should hear that a task finished or failed.',
    inputSchema: {
      type: 'object',
      properties: {
        kind: {
          type: 'string',
          enum: ['success', 'warning', 'error'],
          description: 'Which sound to produce.',
        },
      },
      required: ['kind'],
      additionalProperties: false,
    },
    annotations: { title: 'Play a notification sound', readOnlyHint: true, openWorldHint: false },
  },
  run({ arguments: args }) {
    const kind = args.kind as string;
    const notes = CUES[kind] ?? CUES.success!;
    const duration = notes.reduce((sum, note) => sum + note.ms, 0);
    return {
      type: 'complete',
      result: {
        content: [
          {
            type: 'audio',
            data: encodeBase64(encodeWav(notes)),
            mimeType: 'audio/wav',
            annotations: { audience: ['user'] },
          },
          { type: 'text', text: `A ${duration} ms "${kind}" sound (8 kHz mono WAV).` },
        ],
      },
    };
  },
};
