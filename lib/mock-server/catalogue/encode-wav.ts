/**
 * A minimal WAV encoder (PCM, mono, 8-bit unsigned) so the audio tool returns real sound built
 * from a note list. 8 kHz keeps a short chime to a few kilobytes of base64.
 */

export const WAV_SAMPLE_RATE = 8000;

/** One note: frequency in hertz (0 = silence) and duration in milliseconds. */
export interface Note {
  hz: number;
  ms: number;
}

function writeAscii(view: DataView, at: number, text: string) {
  for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
}

/** Renders the notes as sine tones with a short fade in and out each, as WAV bytes. */
export function encodeWav(notes: readonly Note[]): Uint8Array {
  const samples: number[] = [];
  for (const note of notes) {
    const count = Math.round((note.ms / 1000) * WAV_SAMPLE_RATE);
    const fade = Math.min(200, Math.floor(count / 4));
    for (let i = 0; i < count; i++) {
      const envelope = Math.min(1, i / Math.max(1, fade), (count - i) / Math.max(1, fade));
      const value =
        note.hz === 0 ? 0 : Math.sin((2 * Math.PI * note.hz * i) / WAV_SAMPLE_RATE) * envelope * 0.6;
      samples.push(Math.round(128 + value * 127));
    }
  }
  const bytes = new Uint8Array(44 + samples.length);
  const view = new DataView(bytes.buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + samples.length, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, WAV_SAMPLE_RATE, true);
  view.setUint32(28, WAV_SAMPLE_RATE, true); // byte rate: 1 byte per sample
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  writeAscii(view, 36, 'data');
  view.setUint32(40, samples.length, true);
  bytes.set(samples, 44);
  return bytes;
}
