import { encodeBase64 } from '../../wire/base64';
import type { MockTool } from '../mock-tool';
import { DEMO_ISSUES } from './demo-issues';
import { encodePng } from './encode-png';

const WIDTH = 160;
const HEIGHT = 80;
const OPENED = [0x3b, 0x82, 0xf6];
const CLOSED = [0x22, 0xc5, 0x5e];

/** Issues opened and closed per ISO-like week bucket (7-day windows from the first issue). */
export function weeklyCounts(): { opened: number[]; closed: number[] } {
  const start = Date.parse('2026-06-01T00:00:00Z');
  const week = (iso: string) => Math.floor((Date.parse(iso) - start) / (7 * 24 * 3600 * 1000));
  const opened = [0, 0, 0, 0, 0, 0];
  const closed = [0, 0, 0, 0, 0, 0];
  for (const issue of DEMO_ISSUES) {
    const w = week(issue.createdAt);
    if (w >= 0 && w < opened.length) opened[w]! += 1;
    if (issue.closedAt) {
      const c = week(issue.closedAt);
      if (c >= 0 && c < closed.length) closed[c]! += 1;
    }
  }
  return { opened, closed };
}

/** A bar chart of the weekly counts as PNG bytes: blue bars opened, green bars closed. */
export function renderWeeklyChart(): Uint8Array {
  const { opened, closed } = weeklyCounts();
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3).fill(0xff);
  const max = Math.max(1, ...opened, ...closed);
  const paint = (x0: number, width: number, value: number, color: number[]) => {
    const height = Math.round((value / max) * (HEIGHT - 10));
    for (let y = HEIGHT - 1 - height; y < HEIGHT - 1; y++) {
      for (let x = x0; x < x0 + width; x++) rgb.set(color, (y * WIDTH + x) * 3);
    }
  };
  opened.forEach((value, i) => {
    paint(6 + i * 26, 10, value, OPENED);
    paint(16 + i * 26, 10, closed[i]!, CLOSED);
  });
  for (let x = 0; x < WIDTH; x++) rgb.set([0x33, 0x33, 0x33], ((HEIGHT - 1) * WIDTH + x) * 3);
  return encodePng(WIDTH, HEIGHT, rgb);
}

/**
 * Returns an image content block (a real PNG drawn from the demo data) with annotations that say
 * who it is for and how much it matters, plus a text block with the numbers for models that do
 * not read images.
 */
export const renderChartTool: MockTool = {
  definition: {
    name: 'render_issue_chart',
    title: 'Chart issue activity',
    description:
      'Draw a bar chart of issues opened (blue) and closed (green) per week since 2026-06-01 for the Lumen tracker. Returns a PNG image for the user and the same counts as text. Use this when the user wants to see the trend; use search_issues for the issues themselves.',
    inputSchema: { type: 'object', additionalProperties: false },
    annotations: { title: 'Chart issue activity', readOnlyHint: true, openWorldHint: false },
  },
  run() {
    const { opened, closed } = weeklyCounts();
    const rows = opened.map((count, i) => `week ${i + 1}: ${count} opened, ${closed[i]} closed`);
    return {
      type: 'complete',
      result: {
        content: [
          {
            type: 'image',
            data: encodeBase64(renderWeeklyChart()),
            mimeType: 'image/png',
            annotations: { audience: ['user'], priority: 0.8 },
          },
          {
            type: 'text',
            text: `Issues per week since 2026-06-01:\n${rows.join('\n')}`,
            annotations: { audience: ['assistant'] },
          },
        ],
      },
    };
  },
};
