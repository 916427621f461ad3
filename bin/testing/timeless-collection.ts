// A collection's `latency-under` bounds raised to an hour, which no loaded machine reaches: a test
// that runs a shipped collection then judges the command, not the machine's speed (the verdicts of
// latency-under are tested with given timings in lib/collection/check-expectations.test.ts).
import { readFileSync } from 'node:fs';

const TIMELESS_MS = 3_600_000;

/** The collection's text with every latency-under bound set to an hour, and how many there were. */
function timelessCollection(text: string): { text: string; bounds: number } {
  const collection = JSON.parse(text) as { calls: { expect: { type: string; ms?: number }[] }[] };
  let bounds = 0;
  for (const call of collection.calls)
    for (const expectation of call.expect)
      if (expectation.type === 'latency-under') {
        expectation.ms = TIMELESS_MS;
        bounds++;
      }
  return { text: `${JSON.stringify(collection, null, 2)}\n`, bounds };
}

/** {@link timelessCollection} of the file at `path`. */
export const timelessCollectionFile = (path: string) => timelessCollection(readFileSync(path, 'utf8'));
