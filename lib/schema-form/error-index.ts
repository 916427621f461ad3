import { joinPointer } from '../json/json-pointer';

/**
 * An error to show in the form: the shape of lib/schema's `InstanceError` (only `instancePath` and
 * `message` are needed; `keyword` and `params` let a missing property be shown at its own field).
 */
export interface FieldError {
  /** RFC 6901 pointer into the value ("" = the whole value). */
  readonly instancePath: string;
  /** Plain words without the location, e.g. "must be a string, got number". */
  readonly message: string;
  /** RFC 6901 pointer to the failing keyword in the schema: tells a `oneOf` variant's errors apart. */
  readonly schemaPath?: string;
  readonly keyword?: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** Errors grouped by the field that shows them. */
export interface ErrorIndex {
  /** The messages of the field at `pointer` (in the order given, without repeats). */
  at(pointer: string): readonly string[];
  /**
   * The messages strictly below `pointer`, prefixed with their path relative to it
   * ("/0/name: is required"): for a part edited as raw JSON, which has no fields of its own.
   */
  below(pointer: string): readonly string[];
  readonly size: number;
}

const NONE: readonly string[] = [];

/**
 * Groups validation errors by field. Errors about a property that ajv reports on its parent are
 * moved to the property's own pointer, so they appear next to its field: a missing required
 * property (`required`, `dependentRequired` with `params.missingProperty`) as "is required", an
 * undeclared one (`additionalProperties`/`unevaluatedProperties`) as "is not allowed here".
 */
export function indexErrors(
  errors: readonly FieldError[] | undefined,
  /** Which fields show their errors yet (default all): e.g. only those the user touched. */
  shown: (pointer: string) => boolean = () => true,
): ErrorIndex {
  const byPath = new Map<string, string[]>();
  for (const error of errors ?? []) {
    let path = error.instancePath;
    let message = error.message;
    const params = error.params ?? {};
    const missing = params.missingProperty;
    const unexpected = params.additionalProperty ?? params.unevaluatedProperty;
    if (error.keyword === 'required' && typeof missing === 'string') {
      path = joinPointer(path, missing);
      message = 'is required';
    } else if (
      (error.keyword === 'dependentRequired' || error.keyword === 'dependencies') &&
      typeof missing === 'string'
    ) {
      path = joinPointer(path, missing);
      message =
        typeof params.property === 'string'
          ? `is required when ${JSON.stringify(params.property)} is set`
          : 'is required';
    } else if (
      (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') &&
      typeof unexpected === 'string'
    ) {
      path = joinPointer(path, unexpected);
      message = 'is not allowed here: the schema does not declare this property';
    }
    if (!shown(path)) continue;
    const list = byPath.get(path);
    if (list === undefined) byPath.set(path, [message]);
    else if (!list.includes(message)) list.push(message);
  }
  return {
    size: byPath.size,
    at: (pointer) => byPath.get(pointer) ?? NONE,
    below(pointer) {
      const out: string[] = [];
      for (const [path, messages] of byPath) {
        if (!path.startsWith(`${pointer}/`)) continue;
        for (const message of messages) out.push(`${path.slice(pointer.length)}: ${message}`);
      }
      return out;
    },
  };
}

/**
 * The errors of a `oneOf`/`anyOf` at `pointer` as the form shows them with variant `active`
 * chosen: the other variants' errors (their schemaPath lies under another variant's schema
 * pointer) are dropped, and so is the choice keyword's own summary ("must match exactly one
 * schema") while the active variant has errors of its own to show. Other errors are kept.
 */
export function errorsOfVariant(
  errors: readonly FieldError[],
  pointer: string,
  variantSchemaPointers: readonly string[],
  active: number,
): FieldError[] {
  const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);
  const inside = (error: FieldError) => under(error.instancePath, pointer);
  // A variant whose place in the schema is unknown ("") cannot be told apart: nothing is dropped for it.
  const others = variantSchemaPointers.filter((p, i) => i !== active && p !== '');
  const activeSchema = variantSchemaPointers[active];
  const kept = errors.filter(
    (error) =>
      !inside(error) ||
      error.schemaPath === undefined ||
      !others.some((other) => under(error.schemaPath!.replace(/^#/, ''), other)),
  );
  const ownErrors =
    activeSchema !== undefined &&
    kept.some(
      (e) => inside(e) && e.schemaPath !== undefined && under(e.schemaPath.replace(/^#/, ''), activeSchema),
    );
  if (!ownErrors) return kept;
  return kept.filter(
    (error) => !(error.instancePath === pointer && (error.keyword === 'oneOf' || error.keyword === 'anyOf')),
  );
}
