import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';

const ISO_8601 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?)?$/;

/** True for ISO 8601 calendar dates and date-times (the forms RFC 3339 and JavaScript produce). */
export function isIsoTimestamp(value: string): boolean {
  return ISO_8601.test(value) && !Number.isNaN(Date.parse(value));
}

export const annotationsLastModified = defineRule({
  id: 'annotations-last-modified',
  severity: 'warning',
  basis: 'spec-should',
  title: 'lastModified is an ISO 8601 timestamp',
  description:
    '`annotations.lastModified` tells clients how fresh content is, as an ISO 8601 timestamp such as `2025-01-12T15:00:58Z`. The schema only says it is a string, so other formats pass it but cannot be compared or sorted.',
  target: 'annotations',
  check({ target, path, report }) {
    const value = target.value.lastModified;
    if (typeof value !== 'string' || isIsoTimestamp(value)) return;
    report({
      path: joinPointer(path, 'lastModified'),
      message: `"${value.slice(0, 60)}" is not an ISO 8601 timestamp. Write it like "2025-01-12T15:00:58Z".`,
    });
  },
  cases: {
    pass: [
      {
        kind: 'call-result',
        document: {
          resultType: 'complete',
          content: [{ type: 'text', text: 'x', annotations: { lastModified: '2025-01-12T15:00:58Z' } }],
        },
      },
    ],
    fail: [
      {
        kind: 'call-result',
        document: {
          resultType: 'complete',
          content: [{ type: 'text', text: 'x', annotations: { lastModified: '12/01/2025' } }],
        },
        path: '/content/0/annotations/lastModified',
      },
    ],
  },
});
