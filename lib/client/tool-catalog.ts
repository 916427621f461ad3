import { isObject } from '../json/is-object';
import { decodePointer, getAtPointer } from '../json/json-pointer';
import { analyzeMcpHeaders } from '../wire/mcp-header-declarations';

/** An argument mirrored into `Mcp-Param-{name}`; `number` only in lenient mode (open question B1). */
export interface ParamHeaderDeclaration {
  name: string;
  argumentPath: string[];
  schemaPath: string;
  type: 'string' | 'integer' | 'boolean' | 'number';
}

/** A usable tool: the definition exactly as received, plus what the client derived from it. */
export interface ToolEntry {
  name: string;
  /** The definition as the server sent it (no keyword is dropped or rewritten). */
  tool: Record<string, unknown>;
  /** Its valid `x-mcp-header` declarations. */
  headers: ParamHeaderDeclaration[];
  /** Where it was listed: page (0-based) and position in that page. */
  page: number;
  index: number;
}

/** A tool the client will not call, and why (each reason a sentence). */
export interface ExcludedTool {
  name?: string;
  page: number;
  index: number;
  reasons: string[];
  tool: unknown;
}

export interface DuplicateTool {
  name: string;
  page: number;
  index: number;
  first: { page: number; index: number };
}

export interface ToolCatalog {
  tools: ToolEntry[];
  excluded: ExcludedTool[];
  duplicates: DuplicateTool[];
  /** Tools kept only because `number` headers were allowed (lenient mode). */
  lenient: string[];
}

/**
 * The `x-mcp-header` declarations of an inputSchema, or the reasons the tool must be dropped.
 * Strict by default (spec: a client on HTTP MUST reject a tool that breaks any constraint);
 * `lenientNumbers` accepts `number` properties, as the official TS SDK does.
 */
export function headerDeclarations(
  inputSchema: unknown,
  lenientNumbers = false,
): { ok: true; headers: ParamHeaderDeclaration[]; lenient: boolean } | { ok: false; reasons: string[] } {
  const analysis = analyzeMcpHeaders(inputSchema);
  const headers: ParamHeaderDeclaration[] = [...analysis.declarations];
  const reasons: string[] = [];
  let lenient = false;
  for (const problem of analysis.problems) {
    const property = getAtPointer(inputSchema, problem.schemaPath);
    const isNumber = problem.kind === 'type' && isObject(property.value) && property.value.type === 'number';
    if (lenientNumbers && isNumber) {
      // A type problem is only reported once location and name passed, so the path is a properties chain.
      const segments = decodePointer(problem.schemaPath) ?? [];
      const argumentPath = segments.filter((_, i) => i % 2 === 1);
      headers.push({
        name: String((property.value as Record<string, unknown>)['x-mcp-header']),
        argumentPath,
        schemaPath: problem.schemaPath,
        type: 'number',
      });
      lenient = true;
    } else {
      reasons.push(`${problem.message}${problem.schemaPath ? ` (at inputSchema${problem.schemaPath})` : ''}`);
    }
  }
  if (lenient) {
    // Uniqueness was checked among the valid declarations only; the lenient ones join the check now.
    const seen = new Map<string, string>();
    for (const header of headers) {
      const folded = header.name.toLowerCase();
      const first = seen.get(folded);
      if (first !== undefined) {
        reasons.push(
          `x-mcp-header "${header.name}" clashes with "${first}": header names must be unique ignoring case.`,
        );
      } else {
        seen.set(folded, header.name);
      }
    }
  }
  return reasons.length > 0 ? { ok: false, reasons } : { ok: true, headers, lenient };
}

/**
 * Turns the pages of a `tools/list` walk into the tools a client may call. A tool is excluded,
 * with the reason in words, when it has no string name or breaks an `x-mcp-header` rule; a later
 * tool with a name already seen is dropped (the first occurrence wins, open question C1). The
 * order is the server's. The other tools stay usable whatever happens to their neighbours.
 */
export function catalogTools(
  pages: readonly (readonly unknown[])[],
  options: { lenientNumbers?: boolean } = {},
): ToolCatalog {
  const catalog: ToolCatalog = { tools: [], excluded: [], duplicates: [], lenient: [] };
  const firstSeen = new Map<string, { page: number; index: number }>();
  pages.forEach((tools, page) => {
    tools.forEach((tool, index) => {
      if (!isObject(tool) || typeof tool.name !== 'string') {
        catalog.excluded.push({
          page,
          index,
          tool,
          reasons: [
            isObject(tool)
              ? 'The tool has no string "name", so it cannot be called.'
              : 'The entry is not a JSON object.',
          ],
        });
        return;
      }
      const name = tool.name;
      const first = firstSeen.get(name);
      if (first) {
        catalog.duplicates.push({ name, page, index, first });
        return;
      }
      firstSeen.set(name, { page, index });
      const declared = headerDeclarations(tool.inputSchema, options.lenientNumbers);
      if (!declared.ok) {
        catalog.excluded.push({ name, page, index, tool, reasons: declared.reasons });
        return;
      }
      if (declared.lenient) catalog.lenient.push(name);
      catalog.tools.push({ name, tool, headers: declared.headers, page, index });
    });
  });
  return catalog;
}
