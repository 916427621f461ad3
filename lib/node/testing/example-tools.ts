import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tool } from '../../spec/tool';

const EXAMPLES = fileURLToPath(new URL('../../../content/examples/', import.meta.url));

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const isTool = (v: unknown): v is Tool =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { name?: unknown }).name === 'string' &&
  typeof (v as { inputSchema?: unknown }).inputSchema === 'object' &&
  (v as { inputSchema?: unknown }).inputSchema !== null;

/**
 * Every tool definition among the project's examples (single tools, tool arrays and tools/list
 * results), parsed; files that are not valid JSON on purpose are skipped. Real-world shapes for the
 * conversions, beside the edge cases above.
 */
export function exampleTools(): Tool[] {
  const out: Tool[] = [];
  for (const kind of ['tool', 'tools', 'tools-list-result']) {
    for (const file of readdirSync(join(EXAMPLES, kind)).sort()) {
      if (!file.endsWith('.json') || file.endsWith('.expect.json')) continue;
      const value = readJson(join(EXAMPLES, kind, file)) as Record<string, unknown> | unknown[] | undefined;
      const list = Array.isArray(value)
        ? value
        : value && Array.isArray((value as { tools?: unknown }).tools)
          ? ((value as { tools: unknown[] }).tools as unknown[])
          : value &&
              typeof (value as { result?: unknown }).result === 'object' &&
              Array.isArray((value as { result: { tools?: unknown } }).result?.tools)
            ? ((value as { result: { tools: unknown[] } }).result.tools as unknown[])
            : [value];
      out.push(...list.filter(isTool));
    }
  }
  return out;
}
