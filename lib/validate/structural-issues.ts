import type { z } from 'zod';
import { isObject } from '../json/is-object';
import { type SpecDefName, specSchemas } from '../spec/index';
import type { DocumentKind } from './document-kind';
import { LEGACY_MODELS, legacyStructuralChecks, type VersionedCheck } from './legacy-structural-checks';
import { mapZodIssues, type StructuralIssue } from './map-zod-issues';
import { DEFAULT_SPEC_VERSION, type SpecVersion } from './spec-version';

type JsonObject = Record<string, unknown>;

/** One structural check: the official definition a part of the document must satisfy. */
export interface StructuralCheck {
  /** Pointer of the checked part ("" = the whole document). */
  path: string;
  def: SpecDefName;
}

const REQUEST_DEFS: ReadonlyMap<string, SpecDefName> = new Map(
  Object.entries({
    'server/discover': 'DiscoverRequest',
    'tools/list': 'ListToolsRequest',
    'tools/call': 'CallToolRequest',
    'subscriptions/listen': 'SubscriptionsListenRequest',
    'prompts/list': 'ListPromptsRequest',
    'prompts/get': 'GetPromptRequest',
    'resources/list': 'ListResourcesRequest',
    'resources/templates/list': 'ListResourceTemplatesRequest',
    'resources/read': 'ReadResourceRequest',
    'completion/complete': 'CompleteRequest',
  } satisfies Record<string, SpecDefName>),
);

const NOTIFICATION_DEFS: ReadonlyMap<string, SpecDefName> = new Map(
  Object.entries({
    'notifications/cancelled': 'CancelledNotification',
    'notifications/progress': 'ProgressNotification',
    'notifications/message': 'LoggingMessageNotification',
    'notifications/resources/updated': 'ResourceUpdatedNotification',
    'notifications/resources/list_changed': 'ResourceListChangedNotification',
    'notifications/tools/list_changed': 'ToolListChangedNotification',
    'notifications/prompts/list_changed': 'PromptListChangedNotification',
    'notifications/subscriptions/acknowledged': 'SubscriptionsAcknowledgedNotification',
  } satisfies Record<string, SpecDefName>),
);

/** Error responses whose definitions add more than the code (required `data` members). */
const ERROR_RESPONSE_DEFS: ReadonlyMap<unknown, SpecDefName> = new Map<unknown, SpecDefName>([
  [-32020, 'HeaderMismatchError'],
  [-32021, 'MissingRequiredClientCapabilityError'],
  [-32022, 'UnsupportedProtocolVersionError'],
]);

/** The definition a tools/call result must satisfy: decided by `resultType` first (the union is weak). */
function callResultDef(result: unknown): SpecDefName {
  if (!isObject(result)) return 'CallToolResult';
  if (result.resultType === 'input_required') return 'InputRequiredResult';
  if (typeof result.resultType === 'string' && result.resultType !== 'complete') return 'Result';
  return 'CallToolResult';
}

/** Which result a bare JSON-RPC result object is, from its shape. */
function resultDef(result: unknown): SpecDefName {
  if (!isObject(result)) return 'Result';
  if (Array.isArray(result.tools)) return 'ListToolsResult';
  if (
    'content' in result ||
    'structuredContent' in result ||
    'isError' in result ||
    result.resultType === 'input_required'
  ) {
    return callResultDef(result);
  }
  if ('supportedVersions' in result) return 'DiscoverResult';
  return 'Result';
}

const isResponse = (v: unknown): v is JsonObject =>
  isObject(v) && ('jsonrpc' in v || 'id' in v) && ('result' in v || 'error' in v);

/**
 * The structural checks a document of `kind` gets, as (pointer, official definition) pairs. Results
 * wrapped in a JSON-RPC response get the envelope check plus the specific result check.
 */
export function structuralChecks(root: unknown, kind: DocumentKind): StructuralCheck[] {
  switch (kind) {
    case 'tool':
      return [{ path: '', def: 'Tool' }];
    case 'tools':
      return Array.isArray(root)
        ? root.map((_, i) => ({ path: `/${i}`, def: 'Tool' as const }))
        : [{ path: '', def: 'Tool' }];
    case 'tools-list-result':
      if (isResponse(root)) {
        return 'error' in root && !('result' in root)
          ? [{ path: '', def: 'JSONRPCErrorResponse' }]
          : [{ path: '', def: 'ListToolsResultResponse' }];
      }
      return [{ path: '', def: 'ListToolsResult' }];
    case 'call-result':
      if (isResponse(root)) {
        return 'error' in root && !('result' in root)
          ? [{ path: '', def: 'JSONRPCErrorResponse' }]
          : [
              { path: '', def: 'JSONRPCResultResponse' },
              { path: '/result', def: callResultDef(root.result) },
            ];
      }
      return [{ path: '', def: callResultDef(root) }];
    case 'message': {
      if (!isObject(root)) return [{ path: '', def: 'JSONRPCMessage' }];
      if (typeof root.method === 'string') {
        if ('id' in root) return [{ path: '', def: REQUEST_DEFS.get(root.method) ?? 'JSONRPCRequest' }];
        return [{ path: '', def: NOTIFICATION_DEFS.get(root.method) ?? 'JSONRPCNotification' }];
      }
      if ('error' in root) {
        const code = isObject(root.error) ? root.error.code : undefined;
        return [{ path: '', def: ERROR_RESPONSE_DEFS.get(code) ?? 'JSONRPCErrorResponse' }];
      }
      if ('result' in root) {
        return [
          { path: '', def: 'JSONRPCResultResponse' },
          { path: '/result', def: resultDef(root.result) },
        ];
      }
      return [{ path: '', def: 'JSONRPCMessage' }];
    }
  }
}

/** Structural findings the official schema also makes, re-labelled where a specific rule explains them better. */
function specialise(issue: StructuralIssue): StructuralIssue {
  const inputSchema = /(^|\/)inputSchema$/.test(issue.path);
  if (
    (inputSchema &&
      (issue.rule === 'schema-type' ||
        (issue.rule === 'schema-required' && issue.message.includes('"type"')))) ||
    (/(^|\/)inputSchema\/type$/.test(issue.path) && issue.rule === 'schema-value')
  ) {
    return {
      rule: 'input-schema-type',
      path: issue.path,
      message: `inputSchema must be a JSON Schema object with "type": "object" at its root, because tool arguments are always a JSON object (${issue.message.replace(/\.$/, '')}). A tool without parameters can use {"type": "object", "additionalProperties": false}.`,
    };
  }
  if (
    /\/inputRequests\/[^/]+(\/method)?$/.test(issue.path) &&
    (issue.rule === 'schema-value' || issue.message.includes('"method"'))
  ) {
    return {
      rule: 'input-request-method',
      path: issue.path,
      message: `${issue.message} An input_required result can ask the client only for "elicitation/create", "sampling/createMessage" or "roots/list".`,
    };
  }
  return issue;
}

const cache = new WeakMap<object, Map<string, StructuralIssue[]>>();

/** The checks of a document at `version`, each with the zod model of its definition. */
function checksAt(
  root: unknown,
  kind: DocumentKind,
  version: SpecVersion,
): (VersionedCheck & { schema: z.ZodType })[] {
  if (version === '2026-07-28') {
    return structuralChecks(root, kind).map((c) => ({ ...c, schema: specSchemas[c.def] as z.ZodType }));
  }
  const models = LEGACY_MODELS[version];
  return legacyStructuralChecks(root, kind, version).map((c) => {
    const schema = models[c.def];
    if (!schema) throw new RangeError(`no ${version} model of ${c.def}`);
    return { ...c, schema };
  });
}

function compute(root: unknown, kind: DocumentKind, version: SpecVersion): StructuralIssue[] {
  const issues: StructuralIssue[] = [];
  for (const check of checksAt(root, kind, version)) {
    const base = check.path === '' ? [] : check.path.slice(1).split('/');
    const value = check.path === '' ? root : (root as JsonObject | unknown[])[base[0] as never];
    let result: ReturnType<z.ZodType['safeParse']>;
    try {
      result = check.schema.safeParse(value);
    } catch (error) {
      // zod follows a value by recursion: one nested some thousands of levels deep (under a
      // JSONValue member, e.g. a capability) runs it out of stack. That part is undecided, said once.
      if (!(error instanceof RangeError)) throw error;
      issues.push({
        rule: 'schema-type',
        path: check.path,
        message: `${check.path === '' ? 'The document' : check.path.slice(1)} could not be checked against the official ${version === DEFAULT_SPEC_VERSION ? '' : `${version} `}${check.def} definition: it nests too deeply for the structural check (it ran out of stack). Flatten the deeply nested value; the other checks still ran.`,
        unchecked: true,
      });
      continue;
    }
    if (!result.success) issues.push(...mapZodIssues(result.error.issues, root, base).map(specialise));
  }
  return issues;
}

/**
 * The structural findings of a document: what the official JSON Schema of `version` (default
 * 2026-07-28) rejects, with pointers and messages. Computed once per document, kind and version,
 * however many structural rules ask.
 */
export function structuralIssues(
  root: unknown,
  kind: DocumentKind,
  version: SpecVersion = DEFAULT_SPEC_VERSION,
): StructuralIssue[] {
  if (typeof root !== 'object' || root === null) return compute(root, kind, version);
  let byKind = cache.get(root);
  if (!byKind) {
    byKind = new Map();
    cache.set(root, byKind);
  }
  const key = `${kind} ${version}`;
  let issues = byKind.get(key);
  if (!issues) {
    issues = compute(root, kind, version);
    byKind.set(key, issues);
  }
  return issues;
}
