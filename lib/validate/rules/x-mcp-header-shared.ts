import type { McpHeaderProblemKind } from '../../wire/mcp-header-declarations';
import type { RuleCase, RuleContext } from '../rule';
import { mcpHeadersOf } from '../schema-facts';

/** Reports the problems of one kind, each at the schema that carries the faulty annotation. */
export function reportMcpHeaderProblems(ctx: RuleContext<'json-schema'>, kind: McpHeaderProblemKind): void {
  if (ctx.target.role !== 'input') return;
  for (const problem of mcpHeadersOf(ctx.target.value).problems) {
    if (problem.kind !== kind) continue;
    const at = `${ctx.path}${problem.schemaPath}`;
    ctx.report({
      path: `${at}/x-mcp-header`,
      message: `${problem.message} Clients on Streamable HTTP must drop this tool from the list.`,
    });
  }
}

/** A tool whose inputSchema is `schema`, for rule cases. */
export function toolWith(schema: Record<string, unknown>): RuleCase {
  return { kind: 'tool', document: { name: 'execute_sql', inputSchema: { type: 'object', ...schema } } };
}
