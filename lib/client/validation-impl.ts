// The validation code the client needs, in one module so that a bundler can split it off the page's
// first load (ajv, re2js, zod and the rule catalogue are most of the client's weight). Load it
// through `loadValidation()` in ./validation, never import it statically from the client.
export { compileSchema } from '../schema/compile-schema';
export { validateInstance } from '../schema/validate-instance';
export { ruleCatalogue } from '../validate/rules/index';
export { validateValue } from '../validate/validate-document';
