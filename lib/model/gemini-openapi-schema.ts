import { isObject } from '../json/is-object';
import { joinPointer } from '../json/json-pointer';

/**
 * What the Vercel AI SDK's Gemini provider (@ai-sdk/google 3.0.x, `convertJSONSchemaToOpenAPISchema`)
 * sends as a function declaration's `parameters`, computed here so the view shows the wire, not the
 * MCP schema. Keep it in step with that package: `prepare-tools.ai-sdk.test.ts` sends schemas
 * through the real provider and compares the JSON byte for byte.
 *
 * The keywords it carries: description (when not empty), required, format, type (a list becomes one
 * type with `nullable`, or an `anyOf` of types), enum and const (as an enum of one type: numbers as
 * strings with `format: "enum"`), properties, items, allOf, anyOf (a null branch becomes
 * `nullable`), oneOf and minLength. References to root `$defs`/`definitions` are inlined. Every other
 * keyword is dropped. An object schema without properties at the root becomes "no parameters".
 */
const CARRIED = new Set([
  '$ref',
  'description',
  'required',
  'format',
  'type',
  'enum',
  'const',
  'properties',
  'items',
  'allOf',
  'anyOf',
  'oneOf',
  'minLength',
]);
/** Keywords that only organise or label the schema: dropped without a note. */
const SILENT = new Set(['$schema', '$id', '$comment', '$defs', 'definitions']);

export type GeminiRewrite =
  | 'type-list'
  | 'const-to-enum'
  | 'enum-as-strings'
  | 'null-branch'
  | 'ref-inlined'
  | 'boolean-schema';

/** Told about each keyword the conversion drops and each rewrite it makes, for the notes. */
export interface GeminiConversionObserver {
  dropped(path: string, keyword: string): void;
  rewritten(path: string, what: GeminiRewrite): void;
}

export type GeminiConversion =
  | { ok: true; parameters: Record<string, unknown> | undefined }
  /** `recursive`: the SDK then sends the JSON Schema itself as `parametersJsonSchema`. */
  | { ok: false; recursive: boolean; message: string };

class ConversionError {
  constructor(
    readonly recursive: boolean,
    readonly message: string,
  ) {}
}

interface Context {
  definitions: unknown;
  dollarDefinitions: unknown;
  resolving: ReadonlySet<string>;
  /** Where the schema sits in the tool ("/inputSchema"), for the paths of definitions. */
  base: string;
  observer: GeminiConversionObserver | undefined;
  depth: number;
}

/** Converts like the AI SDK; failures are the SDK's errors as results (it throws them). */
export function toGeminiOpenApiSchema(
  schema: unknown,
  observer?: GeminiConversionObserver,
  base = '/inputSchema',
): GeminiConversion {
  const root = isObject(schema) ? schema : undefined;
  try {
    const parameters = convert(schema, true, base, {
      definitions: root?.definitions,
      dollarDefinitions: root?.$defs,
      resolving: new Set(),
      base,
      observer,
      depth: 0,
    });
    return { ok: true, parameters: parameters as Record<string, unknown> | undefined };
  } catch (error) {
    if (error instanceof ConversionError)
      return { ok: false, recursive: error.recursive, message: error.message };
    throw error;
  }
}

function isEmptyObjectSchema(node: Record<string, unknown>): boolean {
  return (
    node.type === 'object' &&
    (node.properties == null || Object.keys(node.properties as object).length === 0) &&
    !node.additionalProperties
  );
}

function convert(schema: unknown, isRoot: boolean, path: string, ctx: Context): unknown {
  if (schema == null) return undefined;
  // Deep nesting is refused before the stack is: pasted schemas can nest thousands of levels.
  if (ctx.depth > 200) throw new ConversionError(false, 'The schema nests too deeply to convert.');
  if (typeof schema === 'boolean') {
    ctx.observer?.rewritten(path, 'boolean-schema');
    return { type: 'boolean', properties: {} };
  }
  if (!isObject(schema)) return undefined;
  const inner = { ...ctx, depth: ctx.depth + 1 };
  if (schema.$ref != null) return convertReference(schema, String(schema.$ref), isRoot, path, inner);
  if (isEmptyObjectSchema(schema)) {
    if (isRoot) return undefined;
    if (ctx.observer)
      for (const key of Object.keys(schema))
        if (!['type', 'description', 'properties'].includes(key) && !SILENT.has(key))
          ctx.observer.dropped(joinPointer(path, key), key);
    return schema.description ? { type: 'object', description: schema.description } : { type: 'object' };
  }
  if (ctx.observer)
    for (const key of Object.keys(schema))
      if (!CARRIED.has(key) && !SILENT.has(key)) ctx.observer.dropped(joinPointer(path, key), key);
  const { type, description, required, properties, items, allOf, anyOf, oneOf, format, minLength } = schema;
  const constValue = schema.const;
  const enumValues = schema.enum;
  const result: Record<string, unknown> = {};
  if (description) result.description = description;
  if (required) result.required = required;
  if (format) result.format = format;
  if (type) {
    if (Array.isArray(type)) {
      ctx.observer?.rewritten(joinPointer(path, 'type'), 'type-list');
      const hasNull = type.includes('null');
      const nonNull = type.filter((t) => t !== 'null');
      if (nonNull.length === 0) result.type = 'null';
      else if (nonNull.length === 1) {
        result.type = nonNull[0];
        if (hasNull) result.nullable = true;
      } else {
        result.anyOf = nonNull.map((t) => ({ type: t }));
        if (hasNull) result.nullable = true;
      }
    } else result.type = type;
  }
  const values = enumValues != null ? enumValues : constValue !== undefined ? [constValue] : undefined;
  if (values !== undefined) {
    if (enumValues == null) ctx.observer?.rewritten(joinPointer(path, 'const'), 'const-to-enum');
    addEnum(values as unknown[], type, result, joinPointer(path, enumValues != null ? 'enum' : 'const'), ctx);
  }
  if (properties != null) {
    // The SDK builds this with plain assignment; a property named "__proto__" is refused earlier.
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(properties as object))
      out[key] = convert(value, false, joinPointer(path, 'properties', key), inner);
    result.properties = out;
  }
  if (items) {
    result.items = Array.isArray(items)
      ? items.map((item, i) => convert(item, false, joinPointer(path, 'items', i), inner))
      : convert(items, false, joinPointer(path, 'items'), inner);
  }
  if (allOf)
    result.allOf = (allOf as unknown[]).map((item, i) =>
      convert(item, false, joinPointer(path, 'allOf', i), inner),
    );
  if (anyOf) {
    const branches = anyOf as unknown[];
    const isNull = (b: unknown) => typeof b === 'object' && (b as { type?: unknown } | null)?.type === 'null';
    if (branches.some(isNull)) {
      ctx.observer?.rewritten(joinPointer(path, 'anyOf'), 'null-branch');
      const nonNull = branches.filter((b) => !isNull(b));
      if (nonNull.length === 1) {
        const converted = convert(
          nonNull[0],
          false,
          joinPointer(path, 'anyOf', branches.indexOf(nonNull[0])),
          inner,
        );
        if (typeof converted === 'object') {
          result.nullable = true;
          Object.assign(result, converted);
        }
      } else {
        result.anyOf = nonNull.map((item) =>
          convert(item, false, joinPointer(path, 'anyOf', branches.indexOf(item)), inner),
        );
        result.nullable = true;
      }
    } else
      result.anyOf = branches.map((item, i) => convert(item, false, joinPointer(path, 'anyOf', i), inner));
  }
  if (oneOf)
    result.oneOf = (oneOf as unknown[]).map((item, i) =>
      convert(item, false, joinPointer(path, 'oneOf', i), inner),
    );
  if (minLength !== undefined) result.minLength = minLength;
  return result;
}

function enumType(values: unknown[], type: unknown): string | undefined {
  if (values.length === 0) return undefined;
  const allows = (t: string) => type === undefined || type === t || (Array.isArray(type) && type.includes(t));
  if (allows('string') && values.every((v) => typeof v === 'string')) return 'string';
  if (
    (allows('number') || allows('integer')) &&
    values.every((v) => typeof v === 'number' && Number.isFinite(v))
  ) {
    if (allows('number')) return 'number';
    if (values.every((v) => Number.isInteger(v))) return 'integer';
  }
  if (allows('boolean') && values.every((v) => typeof v === 'boolean')) return 'boolean';
  return undefined;
}

/**
 * True when the SDK can convert this `enum` (or `[const]`) beside this `type`: the values share one
 * primitive type that the type allows (null aside, which becomes `nullable`). Otherwise it throws,
 * and the whole request fails.
 */
export function geminiAcceptsEnum(values: unknown[], type: unknown): boolean {
  const nullable =
    (Array.isArray(type) && type.includes('null')) || (type === undefined && values.includes(null));
  if (values.length > 0 && values.every((v) => v === null)) {
    const typeAllowsNull =
      type === undefined || type === 'null' || (Array.isArray(type) && type.includes('null'));
    if (typeAllowsNull) return true;
  }
  return enumType(nullable ? values.filter((v) => v !== null) : values, type) !== undefined;
}

function addEnum(
  values: unknown[],
  type: unknown,
  result: Record<string, unknown>,
  path: string,
  ctx: Context,
): void {
  if (!Array.isArray(values))
    throw new ConversionError(false, 'An "enum" that is not a list cannot be converted.');
  const nullable =
    (Array.isArray(type) && type.includes('null')) || (type === undefined && values.includes(null));
  const kept = nullable ? values.filter((v) => v !== null) : values;
  if (values.length > 0 && values.every((v) => v === null)) {
    const typeAllowsNull =
      type === undefined || type === 'null' || (Array.isArray(type) && type.includes('null'));
    if (typeAllowsNull) {
      result.type = 'null';
      if (Array.isArray(type)) delete result.anyOf;
      return;
    }
  }
  const found = enumType(kept, type);
  if (found === undefined)
    throw new ConversionError(
      false,
      'Google does not support this JSON Schema enum. Enum values must share one supported primitive type and match the schema type.',
    );
  result.type = found;
  if (Array.isArray(type)) delete result.anyOf;
  if (nullable) result.nullable = true;
  if (found === 'string') result.enum = kept;
  else {
    ctx.observer?.rewritten(path, 'enum-as-strings');
    result.format = 'enum';
    result.enum = kept.map(String);
  }
}

function convertReference(
  schema: Record<string, unknown>,
  reference: string,
  isRoot: boolean,
  path: string,
  ctx: Context,
): unknown {
  const sources = [
    { prefix: '#/$defs/', definitions: ctx.dollarDefinitions, keyword: '$defs' },
    { prefix: '#/definitions/', definitions: ctx.definitions, keyword: 'definitions' },
  ];
  const source = sources.find(({ prefix }) => reference.startsWith(prefix));
  const unsupported = () =>
    new ConversionError(
      false,
      `The JSON Schema reference ${JSON.stringify(reference)} cannot be converted: only references to direct children of the root "$defs" or "definitions" can.`,
    );
  const encoded = source ? reference.slice(source.prefix.length) : undefined;
  if (!source || encoded === undefined || encoded.length === 0 || encoded.includes('/')) throw unsupported();
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    throw unsupported();
  }
  if (decoded.includes('/') || /~(?![01])/u.test(decoded) || source.definitions == null) throw unsupported();
  const name = decoded.replace(/~[01]/g, (m) => (m === '~1' ? '/' : '~'));
  if (!Object.hasOwn(source.definitions as object, name)) throw unsupported();
  const key = `${source.prefix}${name}`;
  if (ctx.resolving.has(key))
    throw new ConversionError(true, `The schema refers to itself through ${JSON.stringify(reference)}.`);
  ctx.observer?.rewritten(joinPointer(path, '$ref'), 'ref-inlined');
  const definition = (source.definitions as Record<string, unknown>)[name];
  const { $ref: _ref, ...sibling } = schema;
  const resolved =
    typeof definition === 'boolean'
      ? definition
        ? sibling
        : false
      : { ...(definition as object), ...sibling };
  return convert(resolved, isRoot, joinPointer(ctx.base, source.keyword, name), {
    ...ctx,
    resolving: new Set([...ctx.resolving, key]),
  });
}
