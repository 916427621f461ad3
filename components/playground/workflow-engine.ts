// What the history, collections and snapshots need from lib, in one module the playground loads
// after it starts (zod, the pattern engine and the diff stay out of the first load). zod is told
// first not to probe for eval (the page's policy refuses it, and the probe is reported).
import '@/lib/browser/zod-without-eval';

export { buildExpectations } from '@/lib/collection/build-expectations';
export { observeOutcome } from '@/lib/collection/check-expectations';
export {
  addCollection,
  collectionFileName,
  exportCollectionText,
  importCollectionText,
  libraryRefusal,
  parseStoredLibrary,
  removeCall,
  removeCollection,
  saveCall,
} from '@/lib/collection/collection-library';
export { runCollection } from '@/lib/collection/run-collection';
export {
  addSnapshot,
  diffSnapshot,
  parseStoredSnapshots,
  removeSnapshot,
  snapshotsRefusal,
} from '@/lib/diff/tool-snapshot';
