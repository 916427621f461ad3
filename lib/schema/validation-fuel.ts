import type AjvCore from 'ajv/dist/core';
import type { Dialect } from './dialect';
import { SUBSCHEMA_KEYWORDS } from './schema-keywords';

/**
 * Why validation needs fuel: patterns run in linear time, but a union over a recursive `$ref`
 * (`anyOf: [{…$ref: "#"…}, {…$ref: "#"…}]`) is tried branch by branch at every level, so checking
 * an instance nested 20 deep costs 2^20 subschema applications — seconds to minutes, in a page or a
 * server, for one hostile `outputSchema`. Every object subschema of a compiled schema carries this
 * keyword; each application burns one unit, and an empty tank stops validation with an error
 * instead of a hang. Ordinary schemas use far less than the tank holds.
 */
export const FUEL_KEYWORD = 'x-mcp-tool-lab-fuel';

/** Subschema applications one validateInstance call may make at least… */
export const VALIDATION_FUEL = 100_000;
/** …and per value in the instance, so that big but plain instances (10,000 rows) check fully. */
export const FUEL_PER_VALUE = 32;

/** The fuel a validation of `instance` gets: linear in its size, never below VALIDATION_FUEL. */
export function fuelFor(instance: unknown): number {
  let values = 0;
  const stack: unknown[] = [instance];
  while (stack.length > 0) {
    const node = stack.pop();
    values++;
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) stack.push(...node);
    else
      for (const key in node)
        if (Object.hasOwn(node, key)) stack.push((node as Record<string, unknown>)[key]);
  }
  return Math.max(VALIDATION_FUEL, values * FUEL_PER_VALUE);
}

/** Thrown from inside ajv when the tank is empty; validateInstance turns it into an error. */
export class FuelExhausted extends Error {
  constructor() {
    super('validation fuel exhausted');
  }
}

// Validation is synchronous and never re-entered, so one tank for the module is enough.
let tank = VALIDATION_FUEL;

/** Fills the tank before a validation. */
export function refuel(amount = VALIDATION_FUEL): void {
  tank = amount;
}

/** What is left after a validation (for tests and reporting). */
export function fuelLeft(): number {
  return tank;
}

/** Registers the fuel keyword on an ajv instance that compiles instance validators. */
export function addFuelKeyword(ajv: AjvCore): void {
  ajv.addKeyword({
    keyword: FUEL_KEYWORD,
    schemaType: 'boolean',
    errors: false,
    validate: () => {
      if (--tank < 0) throw new FuelExhausted();
      return true;
    },
  });
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

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
    node[FUEL_KEYWORD] = true;
    for (const [keyword, shape] of Object.entries(shapes)) {
      const value = node[keyword];
      if (value === undefined) continue;
      switch (shape) {
        case 'schema':
          stack.push(value);
          break;
        case 'array':
          if (Array.isArray(value)) stack.push(...value);
          break;
        case 'schema-or-array':
          if (Array.isArray(value)) stack.push(...value);
          else stack.push(value);
          break;
        case 'map':
        case 'map-of-schema-or-names':
          if (isObject(value)) stack.push(...Object.values(value));
          break;
      }
    }
  }
}
