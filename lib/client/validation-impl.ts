// The validation code the client needs, in one module so that a bundler can split it off the page's
// first load (ajv, re2js, zod and the rule catalogue are most of the client's weight). Load it
// through createLocalValidator() in ./validation, never import it statically from the client.
export { checkInstance, checkValue } from '../validate/value-check';
