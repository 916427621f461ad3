import type { MisbehaviourName } from '@/lib/mock-server/misbehaviour/misbehaviour-catalogue';

/**
 * The mock's misbehaviour switches as the connection panel shows them. Kept here (the names are
 * type-checked against the mock) so the page does not load the mock server's code: that runs in
 * the Worker.
 */
export interface Misbehaviour {
  name: MisbehaviourName;
  label: string;
  /** The tool the switch adds. */
  tool: string;
  teaches: string;
}

export const MISBEHAVIOURS: readonly Misbehaviour[] = [
  {
    name: 'brokenOutputSchema',
    label: 'Result breaks its outputSchema',
    tool: 'misbehave_output_schema',
    teaches: 'structuredContent that does not match the declared outputSchema; the payload is still shown.',
  },
  {
    name: 'invalidMcpHeader',
    label: 'Invalid x-mcp-header',
    tool: 'misbehave_mcp_header',
    teaches: 'a header name with a space; the client drops the tool from the list and says why.',
  },
  {
    name: 'duplicateNames',
    label: 'Duplicate tool name',
    tool: 'search_issues',
    teaches: 'a second search_issues; the first is kept and the duplicate is flagged.',
  },
  {
    name: 'wrongResultType',
    label: 'Wrong resultType',
    tool: 'misbehave_result_type',
    teaches: 'resultType "success", which a client must treat as invalid.',
  },
  {
    name: 'malformedSse',
    label: 'Malformed SSE stream',
    tool: 'misbehave_sse',
    teaches: 'broken events before the real response; they are skipped and reported.',
  },
  {
    name: 'slowResponse',
    label: 'Very slow response',
    tool: 'misbehave_slow',
    teaches: 'two minutes of silence; cancel the call to see the stream closed.',
  },
  {
    name: 'hugeResponse',
    label: 'Huge response',
    tool: 'misbehave_huge',
    teaches: 'an 8 MiB text result, shown truncated with "show all" and a download.',
  },
] satisfies readonly Misbehaviour[];

const byName = new Map<string, Misbehaviour>(MISBEHAVIOURS.map((m) => [m.name, m]));

export function findMisbehaviour(name: string): Misbehaviour | undefined {
  return byName.get(name);
}
