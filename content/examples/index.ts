// The example documents of content/examples/, typed and with their text embedded (see
// scripts/generate-examples-index.mjs). Safe to import from server components, client code and tests.
export type { ExampleEntry } from './example-entry';
export { examples } from './examples.generated';
export { examplesOfKind, getExample } from './get-example';
