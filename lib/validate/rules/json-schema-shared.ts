import type { SchemaProblemKind } from '../../schema/index';
import type { RuleContext } from '../rule';
import { schemaCheckOf } from '../schema-facts';

/**
 * Reports the problems of the given kinds in a tool's `inputSchema` / `outputSchema`. Non-object
 * schemas are left to the structural rules (the official schema already requires an object).
 */
export function reportSchemaProblems(
  ctx: RuleContext<'json-schema'>,
  kinds: readonly SchemaProblemKind[],
  /** Problems another rule reports at the same spot (by their path relative to the schema). */
  leaveTo?: (path: string) => boolean,
): void {
  const schema = ctx.target.value;
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return;
  const which = ctx.target.role === 'input' ? 'inputSchema' : 'outputSchema';
  for (const problem of schemaCheckOf(schema).problems) {
    if (!kinds.includes(problem.kind) || leaveTo?.(problem.path)) continue;
    ctx.report({ path: `${ctx.path}${problem.path}`, message: `${which}: ${problem.message}` });
  }
}
