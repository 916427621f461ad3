import { type CompiledSchema, compileSchema } from '../schema/index';
import { analyzeMcpHeaders, type McpHeaderDeclaration } from '../wire/mcp-header-declarations';
import type { MockTool } from './mock-tool';

/** A catalogue entry with what the server derives once from its definition. */
export interface RegisteredTool {
  tool: MockTool;
  /** The compiled `inputSchema`; absent when it could not be compiled (see `schemaProblem`). */
  validator?: CompiledSchema;
  /** Why `inputSchema` could not be compiled (user-supplied tools only, in practice). */
  schemaProblem?: string;
  /** Its valid `x-mcp-header` arguments: the `Mcp-Param-*` headers a call must carry. */
  declarations: McpHeaderDeclaration[];
}

/**
 * The tools of one server instance, in a fixed order (tools/list order is deterministic), with
 * the switchable ones hidden until turned on. Switching is per instance: it is the one piece of
 * mutable state in the mock, there for the list_changed demo.
 */
export interface ToolRegistry {
  /** The listed tools, in catalogue order (duplicates kept, for the misbehaviour scenario). */
  list(): readonly RegisteredTool[];
  /** The first listed tool with this name. */
  find(name: string): RegisteredTool | undefined;
  /** Shows or hides a switchable tool; true when the list changed. */
  setVisible(name: string, visible: boolean): boolean;
  isVisible(name: string): boolean;
  /** Called after every change of the list. Returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

function register(tool: MockTool): RegisteredTool {
  // Compiled on the tool's first call, then kept: compileSchema canonicalises the schema on every
  // call, and compiling every tool up front would slow each start of the server (the CLI's serve,
  // the page's Worker) for tools that may never be called.
  let compiled: ReturnType<typeof compileSchema> | undefined;
  const compile = () => {
    compiled ??= compileSchema(tool.definition.inputSchema);
    return compiled;
  };
  return {
    tool,
    declarations: analyzeMcpHeaders(tool.definition.inputSchema).declarations,
    get validator() {
      const result = compile();
      return result.ok ? result.validator : undefined;
    },
    get schemaProblem() {
      const result = compile();
      return result.ok ? undefined : result.problems.map((problem) => problem.message).join(' ');
    },
  };
}

export function createToolRegistry(tools: readonly MockTool[]): ToolRegistry {
  const entries = tools.map(register);
  const visible = new Set(entries.filter((e) => !e.tool.switchable).map((e) => e.tool.definition.name));
  const listeners = new Set<() => void>();
  let listed = entries.filter((e) => visible.has(e.tool.definition.name));
  let byName = new Map<string, RegisteredTool>();
  const reindex = () => {
    listed = entries.filter((e) => visible.has(e.tool.definition.name));
    byName = new Map();
    for (const entry of listed) {
      if (!byName.has(entry.tool.definition.name)) byName.set(entry.tool.definition.name, entry);
    }
  };
  reindex();
  return {
    list: () => listed,
    find: (name) => byName.get(name),
    isVisible: (name) => visible.has(name),
    setVisible(name, show) {
      const entry = entries.find((e) => e.tool.definition.name === name);
      if (!entry?.tool.switchable || visible.has(name) === show) return false;
      if (show) visible.add(name);
      else visible.delete(name);
      reindex();
      for (const listener of listeners) listener();
      return true;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
