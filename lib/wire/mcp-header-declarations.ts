import { isObject } from '../json/is-object';
import { getAtPointer, joinPointer } from '../json/json-pointer';
import { hasControlCharacter } from './header-value';

/** An argument an `inputSchema` marks with `x-mcp-header`: mirrored as `Mcp-Param-{name}` over HTTP. */
export interface McpHeaderDeclaration {
  /** The header suffix: the `x-mcp-header` value (header `Mcp-Param-{name}`). */
  name: string;
  /** Property names from the arguments object down to the value, e.g. ["options", "region"]. */
  argumentPath: string[];
  /** Pointer of the property schema inside `inputSchema` (e.g. "/properties/options/properties/region"). */
  schemaPath: string;
  type: 'string' | 'integer' | 'boolean';
}

export type McpHeaderProblemKind = 'name' | 'unique' | 'type' | 'location';

export interface McpHeaderProblem {
  kind: McpHeaderProblemKind;
  /** Pointer inside `inputSchema` of the schema that carries the faulty `x-mcp-header`. */
  schemaPath: string;
  message: string;
}

export interface McpHeaderAnalysis {
  declarations: McpHeaderDeclaration[];
  /** Any problem means a client on Streamable HTTP must drop the whole tool from its list. */
  problems: McpHeaderProblem[];
}

const KEYWORD = 'x-mcp-header';
/** RFC 9110 `token` (1*tchar). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const ALLOWED_TYPES = new Set(['string', 'integer', 'boolean']);

/** Keywords whose value is one schema. */
const SCHEMA_KEYWORDS = [
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
  'items',
  'additionalItems',
  'contains',
  'unevaluatedItems',
  'not',
  'if',
  'then',
  'else',
];
/** Keywords whose value is an array of schemas. */
const SCHEMA_ARRAY_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
/** Keywords whose value maps names to schemas (its keys are names, not keywords). */
const SCHEMA_MAP_KEYWORDS = [
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'dependencies',
];

const MAX_DEPTH = 64;

function describeName(value: unknown): string | undefined {
  if (typeof value !== 'string')
    return `The x-mcp-header value must be a string; it is ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}.`;
  if (value === '')
    return 'The x-mcp-header value is empty; it must name the header, e.g. "Region" for Mcp-Param-Region.';
  if (hasControlCharacter(value, false))
    return `The x-mcp-header value ${JSON.stringify(value)} contains control characters.`;
  if (!TOKEN.test(value)) {
    const bad = [...new Set([...value].filter((ch) => !TOKEN.test(ch)))]
      .map((ch) => (ch === ' ' ? 'a space' : `"${ch}"`))
      .join(', ');
    return `The x-mcp-header value ${JSON.stringify(value)} is not a valid HTTP header name token: it contains ${bad}. Use letters, digits and !#$%&'*+-.^_\`|~ only.`;
  }
  return undefined;
}

/**
 * Whether any object inside `value` has an `x-mcp-header` member (data included; the walk below
 * decides what counts). Iterative, so no nesting depth can overflow the stack.
 */
function mentionsKeyword(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null) continue;
    if (Array.isArray(item)) {
      stack.push(...item);
      continue;
    }
    if (KEYWORD in item) return true;
    for (const key in item) if (Object.hasOwn(item, key)) stack.push((item as Record<string, unknown>)[key]);
  }
  return false;
}

/** Most `$ref` hops followed to find a property's type (a longer chain is left unresolved). */
const MAX_REF_HOPS = 16;

/**
 * The `type` a property schema declares: its own, or, when it has none, the one its local `$ref`
 * (a JSON Pointer into the same inputSchema, such as "#/$defs/region") resolves to, following
 * chains. `via` says in words where an unusable type came from, for the finding.
 */
function declaredType(node: Record<string, unknown>, root: unknown): { type: unknown; via: string } {
  let current = node;
  const seen = new Set<object>([node]);
  for (let hop = 0; hop <= MAX_REF_HOPS; hop++) {
    if (current.type !== undefined) {
      return {
        type: current.type,
        via: current === node ? '' : ` (through "$ref": ${JSON.stringify(node.$ref)})`,
      };
    }
    const ref = current.$ref;
    if (typeof ref !== 'string') break;
    const target = resolveLocalRef(root, ref);
    if (target === undefined || seen.has(target)) {
      return {
        type: undefined,
        via: ` (its "$ref" ${JSON.stringify(ref)} could not be resolved to a schema in this inputSchema)`,
      };
    }
    seen.add(target);
    current = target;
  }
  return { type: undefined, via: '' };
}

/** The schema a "#/json/pointer" reference names inside `root`; undefined for any other form. */
function resolveLocalRef(root: unknown, ref: string): Record<string, unknown> | undefined {
  if (!ref.startsWith('#')) return undefined;
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  const found = getAtPointer(root, fragment);
  return found.found && isObject(found.value) ? found.value : undefined;
}

/**
 * Finds every `x-mcp-header` in a tool's `inputSchema` and checks the spec's constraints: a non-empty
 * RFC 9110 token, unique case-insensitively, on a `string` / `integer` / `boolean` property, reached
 * from the root through `properties` only (never through items, composition, conditionals or `$ref`).
 */
export function analyzeMcpHeaders(inputSchema: unknown): McpHeaderAnalysis {
  // Most tools mirror nothing: a plain search for the keyword spares building pointers.
  if (!mentionsKeyword(inputSchema)) return { declarations: [], problems: [] };
  const declarations: McpHeaderDeclaration[] = [];
  const problems: McpHeaderProblem[] = [];

  // `argumentPath` is set while the node is reachable through properties chains from the root.
  const visit = (node: unknown, at: string, argumentPath: string[] | undefined, depth: number) => {
    if (!isObject(node)) return;
    if (depth > MAX_DEPTH) {
      // Fail closed: an annotation too deep to check cannot be trusted.
      if (mentionsKeyword(node)) {
        problems.push({
          kind: 'location',
          schemaPath: at,
          message: `x-mcp-header appears more than ${MAX_DEPTH} levels deep, too deep to check.`,
        });
      }
      return;
    }
    if (KEYWORD in node) {
      const value = node[KEYWORD];
      const nameProblem = describeName(value);
      if (!argumentPath || argumentPath.length === 0) {
        problems.push({
          kind: 'location',
          schemaPath: at,
          message:
            argumentPath === undefined
              ? 'x-mcp-header may only sit on a property reached from the root through "properties" (not inside items, allOf/anyOf/oneOf/not, if/then/else, $defs or a $ref target).'
              : 'x-mcp-header cannot sit on the root schema: put it on one of its properties.',
        });
      } else if (nameProblem) {
        problems.push({ kind: 'name', schemaPath: at, message: nameProblem });
      } else {
        const { type, via } = declaredType(node, inputSchema);
        if (typeof type !== 'string' || !ALLOWED_TYPES.has(type)) {
          problems.push({
            kind: 'type',
            schemaPath: at,
            message: `x-mcp-header "${String(value)}" is on a property of type ${JSON.stringify(type ?? 'unspecified')}${via}; only "string", "integer" and "boolean" properties can be mirrored into a header (not "number").`,
          });
        } else {
          declarations.push({
            name: value as string,
            argumentPath,
            schemaPath: at,
            type: type as McpHeaderDeclaration['type'],
          });
        }
      }
    }
    for (const keyword of SCHEMA_MAP_KEYWORDS) {
      const map = node[keyword];
      if (!isObject(map)) continue;
      for (const [name, child] of Object.entries(map)) {
        const reachable = keyword === 'properties' && argumentPath !== undefined;
        visit(
          child,
          joinPointer(at, keyword, name),
          reachable ? [...argumentPath, name] : undefined,
          depth + 1,
        );
      }
    }
    for (const keyword of SCHEMA_KEYWORDS) {
      if (isObject(node[keyword])) visit(node[keyword], joinPointer(at, keyword), undefined, depth + 1);
    }
    for (const keyword of SCHEMA_ARRAY_KEYWORDS) {
      const list = node[keyword];
      if (!Array.isArray(list)) continue;
      for (const [i, child] of list.entries())
        visit(child, joinPointer(at, keyword, i), undefined, depth + 1);
    }
  };
  visit(inputSchema, '', [], 0);

  const seen = new Map<string, McpHeaderDeclaration>();
  const unique: McpHeaderDeclaration[] = [];
  for (const declaration of declarations) {
    const folded = declaration.name.toLowerCase();
    const first = seen.get(folded);
    if (first) {
      problems.push({
        kind: 'unique',
        schemaPath: declaration.schemaPath,
        message: `x-mcp-header "${declaration.name}" clashes with "${first.name}" on ${first.argumentPath.join('.')}: header names are case-insensitive, so each must be unique ignoring case.`,
      });
    } else {
      seen.set(folded, declaration);
      unique.push(declaration);
    }
  }
  return { declarations: unique, problems };
}
