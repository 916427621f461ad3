export {
  type BuildJsonTreeOptions,
  buildJsonTree,
  type JsonNode,
  type JsonTree,
  type RawSyntaxError,
} from './build-json-tree';
export { buildValidJsonTree } from './build-valid-json-tree';
export { findDuplicateKeys, type RawDuplicateKey } from './find-duplicate-keys';
export { hasDuplicateKeys } from './has-duplicate-keys';
export {
  decodePointer,
  encodePointer,
  escapePointerSegment,
  getAtPointer,
  isArrayIndexSegment,
  joinPointer,
  parentPointer,
} from './json-pointer';
export {
  describeSyntaxError,
  type JsonSyntaxError,
  type JsonSyntaxErrorCode,
  PARSE_ERROR_CODES,
} from './json-syntax-error';
export { findNodeAtPointer, findPointerAtOffset } from './json-tree-lookup';
export { createLineIndex, type LineIndex } from './line-index';
export { type DuplicateKey, type JsonDocument, parseJson, type RangePart } from './parse-json';
export type { Position, Range } from './range';
export { emptyDocumentError, engineError, notJsonError, tooManyErrorsError } from './whole-text-error';
