import { plural } from '../text/plural';
import type { FieldNode } from './field-node';

const FORMATS: Record<string, string> = {
  date: 'a date, YYYY-MM-DD',
  'date-time': 'a date and time with its offset, e.g. 2026-08-04T14:00:00Z',
  time: 'a time with its offset, e.g. 14:00:00Z',
  email: 'an email address',
  uri: 'an absolute URI, e.g. https://example.com/',
  'uri-reference': 'a URI or a relative reference',
  uuid: 'a UUID',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  hostname: 'a host name',
  duration: 'an ISO 8601 duration, e.g. P3D',
};

function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  if (min !== undefined && max !== undefined)
    return min === max ? plural(min, unit) : `${min} to ${plural(max, unit)}`;
  if (min !== undefined) return `at least ${plural(min, unit)}`;
  if (max !== undefined) return `at most ${plural(max, unit)}`;
  return undefined;
}

function numberBounds(node: Extract<FieldNode, { kind: 'number' }>): string | undefined {
  const low =
    node.exclusiveMinimum !== undefined
      ? `more than ${node.exclusiveMinimum}`
      : node.minimum !== undefined
        ? `${node.minimum}`
        : undefined;
  const high =
    node.exclusiveMaximum !== undefined
      ? `less than ${node.exclusiveMaximum}`
      : node.maximum !== undefined
        ? `${node.maximum}`
        : undefined;
  const lowIsInclusive = node.exclusiveMinimum === undefined && node.minimum !== undefined;
  const highIsInclusive = node.exclusiveMaximum === undefined && node.maximum !== undefined;
  if (low !== undefined && high !== undefined) {
    if (lowIsInclusive && highIsInclusive) return `from ${low} to ${high}`;
    return `${lowIsInclusive ? `at least ${low}` : low} and ${highIsInclusive ? `at most ${high}` : high}`;
  }
  if (low !== undefined) return lowIsInclusive ? `at least ${low}` : low;
  if (high !== undefined) return highIsInclusive ? `at most ${high}` : high;
  return undefined;
}

/**
 * Short phrases describing what a field accepts, shown under its label beside the description:
 * "an integer, from 1 to 50", "a date, YYYY-MM-DD", "1 to 200 characters", "at most 10 items,
 * no repeats". Empty when there is nothing to say.
 */
export function constraintHints(node: FieldNode): string[] {
  const hints: string[] = [];
  const push = (hint: string | undefined) => {
    if (hint !== undefined) hints.push(hint);
  };
  switch (node.kind) {
    case 'string':
      if (node.format !== undefined) push(FORMATS[node.format] ?? `format "${node.format}"`);
      push(range(node.minLength, node.maxLength, 'character'));
      if (node.pattern !== undefined) push(`matching the pattern ${node.pattern}`);
      break;
    case 'number': {
      const bounds = numberBounds(node);
      push(
        bounds === undefined
          ? node.integer
            ? 'a whole number'
            : undefined
          : `${node.integer ? 'a whole number, ' : ''}${bounds}`,
      );
      if (node.multipleOf !== undefined) push(`a multiple of ${node.multipleOf}`);
      break;
    }
    case 'array':
      push(range(node.minItems, node.maxItems, 'item'));
      if (node.uniqueItems) push('no repeated items');
      break;
    case 'multi-select': {
      const count = range(node.minItems, node.maxItems, 'choice');
      push(count === undefined ? undefined : `pick ${count}`);
      break;
    }
    default:
      break;
  }
  if (node.deprecated) hints.push('deprecated');
  if (node.readOnly) hints.push('read-only (servers usually ignore it)');
  return hints;
}
