import { mcpParamHeaderName } from '../spec/headers';
import { argumentHeaderValue, encodeHeaderValue } from '../wire/header-value';
import { readArgumentPath } from '../wire/request-headers';
import type { ParamHeaderDeclaration } from './tool-catalog';

export interface ParamHeaders {
  headers: Record<string, string>;
  /** Arguments that cannot be mirrored (wrong type, an integer beyond ±(2^53−1)); the call must not go out as is. */
  problems: string[];
}

/**
 * The `Mcp-Param-*` headers of a tools/call, from the declarations of the most recently listed
 * definition: one per argument that is present and not null, converted (integers in decimal,
 * booleans lowercase) and Base64-wrapped when not header-safe. `number` (lenient mode only) is
 * sent as JavaScript's shortest decimal text.
 */
export function paramHeaders(declarations: readonly ParamHeaderDeclaration[], args: unknown): ParamHeaders {
  const headers: Record<string, string> = {};
  const problems: string[] = [];
  for (const declaration of declarations) {
    const value = readArgumentPath(args, declaration.argumentPath);
    const header = mcpParamHeaderName(declaration.name);
    const where = `arguments.${declaration.argumentPath.join('.')} (${header})`;
    if (declaration.type === 'number') {
      if (value === undefined || value === null) continue;
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        problems.push(`${where}: expected a number, got ${JSON.stringify(value)}`);
      } else {
        headers[header] = encodeHeaderValue(String(value));
      }
      continue;
    }
    const result = argumentHeaderValue(value, declaration.type);
    if (!result.ok) problems.push(`${where}: ${result.error}`);
    else if (result.value !== undefined) headers[header] = result.value;
  }
  return { headers, problems };
}
