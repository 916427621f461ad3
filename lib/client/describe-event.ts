import { stringifyDeep } from '../json/stringify-deep';
import type { TimelineEvent } from './timeline-event';

function short(value: unknown, max = 160): string {
  const text =
    typeof value === 'string' ? value : value === undefined ? undefined : stringifyDeep(value, max);
  if (text === undefined) return '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * One line of plain text for a timeline event, e.g. `→ POST tools/call #3 (request)` or
 * `← 200 application/json (12 ms)`. For terminals and logs; a UI renders the event itself.
 */
export function describeEvent(event: TimelineEvent): string {
  switch (event.type) {
    case 'operation-started':
      return `▶ ${event.operation}: ${event.title}`;
    case 'operation-finished':
      return `■ ${event.operation} ${event.outcome} in ${event.durationMs} ms: ${event.summary}`;
    case 'http-request': {
      const rpc = event.rpc
        ? ` ${event.rpc.method ?? event.rpc.kind}${event.rpc.id !== undefined ? ` #${event.rpc.id}` : ''}`
        : '';
      return `→ ${event.method}${rpc} (${event.purpose}) ${event.headers.map((h) => `${h.name}: ${h.value}`).join(' | ')}${event.body ? `  ${short(event.body.text)}` : ''}`;
    }
    case 'http-response':
      return `← ${event.status} ${event.contentType || '(no content type)'} (${event.elapsedMs} ms)`;
    case 'http-body':
      return `  body ${event.body.bytes} bytes${event.body.truncated ? ' (cut)' : ''}: ${short(event.body.text)}`;
    case 'sse-event':
      return `  sse #${event.index}${event.event ? ` ${event.event}` : ''}${event.ignored ? ` ignored (${event.ignored})` : ''}: ${short(event.data)}`;
    case 'sse-comment':
      return `  sse comment: ${short(event.text, 60)}`;
    case 'exchange-finished':
      return `  exchange ${event.outcome}${event.status !== undefined ? ` (HTTP ${event.status})` : ''} in ${event.durationMs} ms, ${event.bytes} bytes${event.error ? `: ${event.error.message}` : ''}`;
    case 'negotiation':
      return `  negotiation ${event.step}${event.protocolVersion ? ` ${event.protocolVersion}` : ''}: ${event.reason}`;
    case 'cache':
      return `  cache ${event.action} ${event.method}${event.cursor !== undefined ? ` cursor=${JSON.stringify(event.cursor)}` : ''}${event.ttlLeftMs !== undefined ? ` (ttl left ${event.ttlLeftMs} ms)` : ''}${event.reason ? `: ${event.reason}` : ''}`;
    case 'mrtr-round':
      return `  mrtr round ${event.round} ${event.phase}${event.inputRequests ? ` requests=${Object.keys(event.inputRequests).join(',')}` : ''}${event.requestState !== undefined ? ` requestState=${short(event.requestState, 40)}` : ''}`;
    case 'progress':
      return `  progress ${event.progress}${event.total !== undefined ? `/${event.total}` : ''}${event.message ? ` ${event.message}` : ''}`;
    case 'notification':
      return `  notification ${event.method} (${event.channel})`;
    case 'server-request':
      return `  server request ${event.method} #${event.requestId}: ${event.answer}${event.reason ? ` (${event.reason})` : ''}`;
    case 'listen':
      return `  listen ${event.phase} subscription ${JSON.stringify(event.subscriptionId)}${event.reason ? `: ${event.reason}` : ''}`;
    case 'task':
      return `  task ${event.taskId} ${event.phase}${event.status ? ` ${event.status}` : ''}${event.statusMessage ? `: ${short(event.statusMessage, 120)}` : ''}${event.reason ? ` (${event.reason})` : ''}`;
    case 'warning':
      return `  warning ${event.code}: ${event.message}`;
    case 'diagnostics':
      return `  ${event.diagnostics.length} finding(s) on ${event.subject}${event.tool ? ` ${event.tool}` : ''}${event.page !== undefined ? ` page ${event.page + 1}` : ''}`;
    case 'auth':
      return `  auth ${event.step} ${event.status}: ${event.message}${event.fix ? ` Fix: ${event.fix}` : ''}`;
    case 'error':
      return `  error ${event.error.kind}: ${event.error.message}`;
  }
}
