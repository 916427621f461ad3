export { brokenOutputSchemaTool } from './broken-output-schema';
export { duplicateNameTool } from './duplicate-name';
export { HUGE_RESPONSE_BYTES, hugeResponseTool } from './huge-response';
export { invalidMcpHeaderTool } from './invalid-mcp-header';
export { malformedSseText, malformedSseTool } from './malformed-sse';
export {
  MISBEHAVIOUR_NAMES,
  MISBEHAVIOURS,
  type MisbehaviourName,
  misbehaviourTools,
} from './misbehaviour-catalogue';
export { slowResponseTool } from './slow-response';
export { wrongResultTypeTool } from './wrong-result-type';
