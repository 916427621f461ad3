import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';

/** Phrases that tell a model when (or when not) to pick a tool. */
const usageCue =
  /\b(use (this|it|when|for|to|if|only|instead)|when (you|the user|a user|asked|someone)|if (you|the user|a user)|call (this|it) (when|to|for|if)|useful (for|when)|do not use|don't use|never use|instead of|only (use|call|when|for)|good for|best for|prefer (this|it)|for example|e\.g\.)/i;

export const toolDescriptionUsage = defineRule({
  id: 'tool-description-usage',
  severity: 'info',
  basis: 'advice',
  title: 'Tool descriptions say when to use the tool',
  description:
    'A model chooses among many tools by their descriptions. Saying when to use a tool — and when another tool fits better — prevents missed calls and wrong picks. The check looks for cues such as "use this when…", "do not use…" or "instead of…".',
  target: 'tool',
  check({ target, path, report }) {
    const description = target.value.description;
    if (typeof description !== 'string' || description.trim().length < 20) return;
    if (usageCue.test(description)) return;
    report({
      path: joinPointer(path, 'description'),
      message:
        'The description does not say when to use this tool. Add a sentence such as "Use this when the user asks…" and, if another tool is close, when not to.',
    });
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          description: 'Returns the weather. Use this when the user asks about current conditions.',
          inputSchema: { type: 'object' },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          description: 'Returns the current weather for a city.',
          inputSchema: { type: 'object' },
        },
        path: '/description',
      },
    ],
  },
});
