export { type CompiledUserTool, compileUserTool } from './compile-user-tool';
export { renderTemplate } from './render-template';
export type { UserToolSpec } from './user-tool-spec';
