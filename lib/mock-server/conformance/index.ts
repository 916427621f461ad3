export { CONFORMANCE_SWITCHABLE_TOOLS, CONFORMANCE_TOOLS } from './conformance-catalogue';
export { CONFORMANCE_PROMPTS } from './conformance-prompts';
export { CONFORMANCE_RESOURCE_TEMPLATES, CONFORMANCE_RESOURCES } from './conformance-resources';
export { CONFORMANCE_CONTENT_TOOLS, RED_PIXEL_PNG, SHORT_TONE_WAV } from './content-tools';
export { CONFORMANCE_DIAGNOSTIC_TOOLS, CONFORMANCE_DYNAMIC_TOOL } from './diagnostic-tools';
export { CONFORMANCE_MRTR_TOOLS } from './mrtr-tools';
export { JSON_SCHEMA_2020_12_TOOL, X_MCP_HEADER_TOOL } from './schema-tools';
