import { TEACHING_RESOURCES, TEACHING_TOOLS } from './catalogue/teaching-catalogue';
import { CONFORMANCE_SWITCHABLE_TOOLS, CONFORMANCE_TOOLS } from './conformance/conformance-catalogue';
import { CONFORMANCE_PROMPTS } from './conformance/conformance-prompts';
import { CONFORMANCE_RESOURCE_TEMPLATES, CONFORMANCE_RESOURCES } from './conformance/conformance-resources';
import { misbehaviourTools } from './misbehaviour/misbehaviour-catalogue';
import type { MockPrompt } from './mock-prompt';
import type { MockResource, MockResourceTemplate } from './mock-resource';
import type { MockServerOptions } from './mock-server-options';
import type { MockTool } from './mock-tool';
import { compileUserTool } from './user-tools/compile-user-tool';

export interface Catalogue {
  tools: MockTool[];
  prompts: MockPrompt[];
  resources: MockResource[];
  resourceTemplates: MockResourceTemplate[];
  /** Why some user-supplied tools were left out. */
  problems: string[];
}

/**
 * What one server instance offers, in list order: the conformance fixtures (when asked for), the
 * teaching catalogue, switched-on misbehaviours, user tools (replacing a built-in of the same name
 * in place), and last the switchable tools, so that switching one never moves the others.
 */
export function buildCatalogue(options: MockServerOptions): Catalogue {
  const problems: string[] = [];
  const fixed: MockTool[] = [];
  const switchable: MockTool[] = [];
  const add = (tool: MockTool) => (tool.switchable ? switchable : fixed).push(tool);
  if (options.conformance) CONFORMANCE_TOOLS.forEach(add);
  if ((options.catalogue ?? 'teaching') === 'teaching') TEACHING_TOOLS.forEach(add);
  misbehaviourTools(options.misbehaviour).forEach(add);
  for (const spec of options.tools ?? []) {
    const compiled = compileUserTool(spec);
    if (!compiled.ok) {
      problems.push(...compiled.errors);
      continue;
    }
    const name = compiled.tool.definition.name;
    const at = fixed.findIndex((tool) => tool.definition.name === name);
    if (at === -1) fixed.push(compiled.tool);
    else fixed[at] = compiled.tool;
  }
  if (options.conformance) CONFORMANCE_SWITCHABLE_TOOLS.forEach(add);
  const teaching = (options.catalogue ?? 'teaching') === 'teaching';
  return {
    tools: [...fixed, ...switchable],
    prompts: options.conformance ? [...CONFORMANCE_PROMPTS] : [],
    resources: [
      ...(options.conformance ? CONFORMANCE_RESOURCES : []),
      ...(teaching ? TEACHING_RESOURCES : []),
    ],
    resourceTemplates: options.conformance ? [...CONFORMANCE_RESOURCE_TEMPLATES] : [],
    problems,
  };
}
