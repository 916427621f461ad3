import type AjvCore from 'ajv/dist/core';
import { isObject } from '../json/is-object';
import type { Dialect } from './dialect';
import { SUBSCHEMA_KEYWORDS } from './schema-keywords';
import { charge, chargeSubschema } from './work-meter';

/**
 * Why validation needs fuel: a union over a recursive `$ref` (`anyOf: [{…$ref: "#"…}, {…$ref:
 * "#"…}]`) is tried branch by branch at every level, so checking an instance nested 20 deep costs
 * 2^20 subschema applications — seconds to minutes, in a page or a server, for one hostile
 * `outputSchema`; `contains` and `$ref` chains multiply the same way. Every object subschema of a
 * compiled schema carries this keyword; each application charges the meter (see work-meter.ts) what
 * that subschema's own keywords cost — one unit for most, more for a long `enum` or `required` —
 * and the meter's limit stops validation with "could not be checked" instead of a hang.
 * Ordinary schemas use far less than the limit allows.
 */
export const FUEL_KEYWORD = 'x-mcp-tool-lab-fuel';

/** Work units (about one subschema application each) one validateInstance call may spend at least… */
export const VALIDATION_FUEL = 100_000;
/** …plus this many per value in the instance, so that big but plain instances (10,000 rows) check fully… */
export const FUEL_PER_VALUE = 32;
/** …plus one per this many characters of its strings, for the patterns they are matched against. */
export const CHARACTERS_PER_FUEL = 4;

/** The work limit of a validation of `instance`: linear in its size, never below VALIDATION_FUEL. */
export function fuelFor(instance: unknown): number {
  let values = 0;
  let characters = 0;
  const stack: unknown[] = [instance];
  while (stack.length > 0) {
    const node = stack.pop();
    values++;
    if (typeof node === 'string') characters += node.length;
    if (typeof node !== 'object' || node === null) continue;
    // A loop, not push(...items): spreading a million items overflows the call stack.
    if (Array.isArray(node)) for (const item of node) stack.push(item);
    else
      for (const key in node) {
        if (!Object.hasOwn(node, key)) continue;
        characters += key.length;
        stack.push((node as Record<string, unknown>)[key]);
      }
  }
  return Math.max(VALIDATION_FUEL, values * FUEL_PER_VALUE + Math.ceil(characters / CHARACTERS_PER_FUEL));
}

/**
 * What one application of a subschema costs, beyond the subschemas it applies (those pay for
 * themselves): `w` units for the keywords whose work grows with the *schema* (`enum`, `const`,
 * `required`, `properties`…), plus, when set, one unit per 32 characters of a string value
 * (`minLength`/`maxLength` count code points), per 4 members of an object value (times `k`:
 * `additionalProperties` and `unevaluatedProperties` test every member against every declared
 * name) and per 8 items of an array value (`unevaluatedItems`).
 */
export interface SubschemaCost {
  w: number;
  s?: 1;
  k?: number;
  i?: 1;
}

/** The cost of applying one subschema (see SubschemaCost), from its own keywords. */
export function subschemaCost(node: Record<string, unknown>): SubschemaCost {
  let w = 1;
  const size = (value: unknown) =>
    typeof value === 'object' && value !== null ? JSON.stringify(value).length >> 4 : 0;
  if (Array.isArray(node.enum)) {
    w += node.enum.length >> 4;
    for (const item of node.enum) w += size(item);
  }
  if (node.const !== undefined) w += size(node.const);
  if (Array.isArray(node.required)) w += node.required.length >> 3;
  let names = 0;
  for (const keyword of [
    'properties',
    'patternProperties',
    'dependentRequired',
    'dependentSchemas',
    'dependencies',
  ]) {
    const value = node[keyword];
    if (isObject(value)) names += Object.keys(value).length;
  }
  w += names >> 3;
  const cost: SubschemaCost = { w };
  if (node.minLength !== undefined || node.maxLength !== undefined) cost.s = 1;
  if (
    node.additionalProperties !== undefined ||
    node.unevaluatedProperties !== undefined ||
    node.propertyNames !== undefined
  )
    cost.k = 1 + (names >> 4);
  if (node.unevaluatedItems !== undefined) cost.i = 1;
  return cost;
}

/** Registers the fuel keyword on an ajv instance that compiles instance validators. */
export function addFuelKeyword(ajv: AjvCore): void {
  ajv.addKeyword({
    keyword: FUEL_KEYWORD,
    schemaType: 'object',
    errors: false,
    validate: (cost: SubschemaCost, data: unknown) => {
      if (cost.w === 1 && cost.s === undefined && cost.k === undefined && cost.i === undefined) {
        chargeSubschema();
        return true;
      }
      let units = cost.w;
      if (cost.s !== undefined && typeof data === 'string') units += data.length >> 5;
      if (cost.k !== undefined && isObject(data)) units += (Object.keys(data).length * cost.k) >> 2;
      if (cost.i !== undefined && Array.isArray(data)) units += data.length >> 3;
      charge(units, 'subschema');
      return true;
    },
  });
}

/**
 * Puts the fuel keyword into every object subschema of `schema` (a private copy: it is changed in
 * place). Only schema positions are visited — `enum`, `const`, `default` and unknown keywords hold
 * data, not schemas. Iterative, so nesting depth cannot overflow the stack.
 */
export function addFuelToSubschemas(schema: unknown, dialect: Dialect): void {
  const shapes = SUBSCHEMA_KEYWORDS[dialect];
  const stack: unknown[] = [schema];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isObject(node)) continue;
    node[FUEL_KEYWORD] = subschemaCost(node);
    for (const [keyword, shape] of Object.entries(shapes)) {
      const value = node[keyword];
      if (value === undefined) continue;
      switch (shape) {
        case 'schema':
          stack.push(value);
          break;
        case 'array':
          if (Array.isArray(value)) for (const item of value) stack.push(item);
          break;
        case 'schema-or-array':
          if (Array.isArray(value)) for (const item of value) stack.push(item);
          else stack.push(value);
          break;
        case 'map':
        case 'map-of-schema-or-names':
          if (isObject(value)) for (const item of Object.values(value)) stack.push(item);
          break;
      }
    }
  }
}
