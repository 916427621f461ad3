export {
  checkClientCapabilities,
  missingCapabilities,
  missingCapabilityReply,
} from './check-client-capabilities';
export { checkEnvelope, type Envelope, type EnvelopeVerdict } from './check-envelope';
export { checkHttpMethod, type HttpMethodVerdict } from './check-http-method';
export { checkMirroredHeaders, headerMismatchReply } from './check-mirrored-headers';
export { checkOrigin, type OriginVerdict } from './check-origin';
export { bodyProtocolVersion, checkProtocolVersion } from './check-protocol-version';
export { checkRequestMeta, type MetaVerdict, type RequestMeta } from './check-request-meta';
export { type ParseVerdict, parseMessage } from './parse-message';
export { type BodyVerdict, checkContentType, readBody } from './read-body';
export { checkMethodKnown, rejectRemovedMethod } from './resolve-method';
