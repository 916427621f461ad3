import type { DocumentKind } from '../../lib/validate/document-kind';
import type { ExampleEntry } from './example-entry';
import { examples } from './examples.generated';

const byId = new Map(examples.map((entry) => [entry.id, entry]));

/** The example with this id (`<kind>/<case>`, e.g. "call-result/weather-structured"), or undefined. */
export function getExample(id: string): ExampleEntry | undefined {
  return byId.get(id);
}

/** The examples of one kind, sorted by id (the order of the generated module). */
export function examplesOfKind(kind: DocumentKind): ExampleEntry[] {
  return examples.filter((entry) => entry.kind === kind);
}
