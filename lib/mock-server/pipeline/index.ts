export { checkEnvelope } from './check-envelope';

export { checkMirroredHeaders } from './check-mirrored-headers';

export { checkProtocolVersion } from './check-protocol-version';
export { checkRequestMeta } from './check-request-meta';
export { parseMessage } from './parse-message';
export { checkContentType, readBody } from './read-body';
