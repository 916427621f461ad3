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
 * The tools of one server instance, in a fixed order (tools/list order is deterministic). The
 * switchable ones are listed only where they are switched on: which are on is demo state, kept
 * per visitor scope in the shared store (`demo-state.ts`), so the registry itself never changes
 * and takes the switched-on set as an argument.
 */
export interface ToolRegistry {
  /** The tools listed with `switchedOn` on, in catalogue order (duplicates kept, for the misbehaviour scenario). */
  list(switchedOn: ReadonlySet<string>): readonly RegisteredTool[];
  /** The first listed tool with this name. */
  find(name: string, switchedOn: ReadonlySet<string>): RegisteredTool | undefined;
  /** Whether `name` is a switchable tool of this catalogue. */
  isSwitchable(name: string): boolean;
  /** Every tool the server can list, switchable ones included. */
  all(): readonly RegisteredTool[];
}

interface View {
  listed: readonly RegisteredTool[];
  byName: Map<string, RegisteredTool>;
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
  const switchable = new Set(entries.filter((e) => e.tool.switchable).map((e) => e.tool.definition.name));
  // One view per distinct switched-on set (there are at most 2^switchables of them).
  const views = new Map<string, View>();
  const view = (switchedOn: ReadonlySet<string>): View => {
    const on = [...switchedOn].filter((name) => switchable.has(name)).sort();
    const key = on.join('\n');
    let found = views.get(key);
    if (!found) {
      const listed = entries.filter((e) => !e.tool.switchable || on.includes(e.tool.definition.name));
      const byName = new Map<string, RegisteredTool>();
      for (const entry of listed) {
        if (!byName.has(entry.tool.definition.name)) byName.set(entry.tool.definition.name, entry);
      }
      found = { listed, byName };
      views.set(key, found);
    }
    return found;
  };
  return {
    list: (switchedOn) => view(switchedOn).listed,
    find: (name, switchedOn) => view(switchedOn).byName.get(name),
    isSwitchable: (name) => switchable.has(name),
    all: () => entries,
  };
}
