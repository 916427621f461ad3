export { decodeBase64Url, encodeBase64Url } from './base64url';
export { type DecodedShare, decodeShare } from './decode-share';
export { encodeShare } from './encode-share';
export { findSecrets, type SecretFinding, type SecretKind } from './find-secrets';
export { describeSecretFinding, secretsInState, storageRefusal } from './secrets-in-state';
export {
  fromShareHash,
  MAX_SHARE_LENGTH,
  MAX_STATE_BYTES,
  SHARE_KIND_CODES,
  SHARE_MIGRATIONS,
  SHARE_PARAM,
  SHARE_VERSION,
  type ShareError,
  type ShareFormatOptions,
  type ShareMigration,
  type ShareResult,
  toShareHash,
} from './share-format';
export {
  isShareKind,
  type PlaygroundShareState,
  parsePlaygroundShareState,
  parseValidateShareState,
  SHARE_KINDS,
  type ShareKind,
  type ShareStates,
  STATE_PARSERS,
  type StateCheck,
  type ValidateShareState,
} from './share-state';
