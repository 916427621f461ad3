export {
  type AgreementCount,
  type AgreementInput,
  type AgreementRun,
  type AgreementSetup,
  assertAgreement,
  createAgreementSetup,
  propertyRuns,
  runAgreement,
  type SafeParser,
} from './agreement';
export { cloneJson, collectNodes, defineKey, isJsonObject, type JsonDoc, type JsonPath } from './json-doc';
export {
  applyMutations,
  EDGE_VALUES,
  type Mutation,
  type MutationPools,
  mutatedJson,
  NUMBER_EDGES,
  STRING_EDGES,
} from './mutated-json';
export { createOfficialOracle, type OfficialOracle } from './official-oracle';
export { type SchemaFacts, schemaFacts } from './schema-facts';
