import type { Target } from '@/lib/client/index';
import type { ClientCapabilities } from '@/lib/spec/capabilities';
import { withTasksExtension } from '@/lib/spec/extensions/task-lifecycle';
import type { ConnectionDraft } from './connection-panel';
import { headersOf } from './header-fields';

/**
 * The client capabilities a draft declares: elicitation always (the page shows forms); sampling,
 * roots and the tasks extension on request (a server may answer with a task only when asked).
 */
export function capabilitiesOf(draft: ConnectionDraft): ClientCapabilities {
  const capabilities: ClientCapabilities = {
    elicitation: { form: {} },
    ...(draft.sampling ? { sampling: {} } : {}),
    ...(draft.roots ? { roots: {} } : {}),
  };
  return draft.tasks ? withTasksExtension(capabilities) : capabilities;
}

/** Where a draft connects, or what to fix first (a URL that is not http(s), a bad header). */
export function targetOf(draft: ConnectionDraft): { target?: Target; problems: string[] } {
  if (draft.kind === 'mock') return { target: { kind: 'mock' }, problems: [] };
  if (draft.kind === 'api') return { target: { kind: 'api' }, problems: [] };
  const { headers, problems } = headersOf(draft.headers);
  try {
    const url = new URL(draft.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      problems.push('The URL must start with http:// or https://.');
  } catch {
    problems.push('Enter the full URL of the MCP endpoint, e.g. http://127.0.0.1:3000/mcp.');
  }
  return problems.length > 0 ? { problems } : { target: { kind: 'url', url: draft.url, headers }, problems };
}
