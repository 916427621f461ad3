import type { MockTool } from '../mock-tool';
import { brokenOutputSchemaTool } from './broken-output-schema';
import { duplicateNameTool } from './duplicate-name';
import { hugeResponseTool } from './huge-response';
import { invalidMcpHeaderTool } from './invalid-mcp-header';
import { malformedSseTool } from './malformed-sse';
import { slowResponseTool } from './slow-response';
import { wrongResultTypeTool } from './wrong-result-type';

/**
 * Rule-breaking tools a teacher can switch on, each added to the end of the list. All are off by
 * default: the mock is spec-faithful unless asked otherwise.
 */
export const MISBEHAVIOURS = {
  brokenOutputSchema: brokenOutputSchemaTool,
  invalidMcpHeader: invalidMcpHeaderTool,
  duplicateNames: duplicateNameTool,
  wrongResultType: wrongResultTypeTool,
  malformedSse: malformedSseTool,
  slowResponse: slowResponseTool,
  hugeResponse: hugeResponseTool,
} as const satisfies Record<string, MockTool>;

export type MisbehaviourName = keyof typeof MISBEHAVIOURS;

export const MISBEHAVIOUR_NAMES = Object.keys(MISBEHAVIOURS) as MisbehaviourName[];

/** The tools of the switched-on misbehaviours, in a fixed order. */
export function misbehaviourTools(switches: Partial<Record<MisbehaviourName, boolean>> = {}): MockTool[] {
  return MISBEHAVIOUR_NAMES.filter((name) => switches[name] === true).map((name) => MISBEHAVIOURS[name]);
}
