// The meta-schema validators compiled ahead of time, so that a command checking schemas does not
// compile them (tens of ms) at every start. From the sources there are none and ajv compiles them on
// first use; the bundle build (bin/build-cli.mjs) fills in `precompiledMetaValidators` with ajv's
// standalone code for every dialect (bin/cli/meta-validator-code.ts).
import type { ValidateFunction } from 'ajv';
import type { Dialect } from '../../lib/schema/dialect';
import { setPrecompiledMetaValidators } from '../../lib/schema/meta-validator';

export const precompiledMetaValidators: Readonly<Partial<Record<Dialect, ValidateFunction>>> = {};

/** Hands the precompiled validators (if any) to lib/schema. */
export function installPrecompiledMetaValidators(): void {
  setPrecompiledMetaValidators(precompiledMetaValidators);
}
