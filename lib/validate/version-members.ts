// The members of a document that tie it to a protocol version: what arrived when (icons and
// `execution` in 2025-11-25; `resultType`, cache hints and `x-mcp-header` in 2026-07-28) and what
// left (`execution`, with 2026-07-28). Version detection reads them, and so do the rule that flags
// members a version does not know and the migration findings.
import { isObject } from '../json/is-object';
import { joinPointer } from '../json/json-pointer';
import type { DocumentKind } from './document-kind';
import type { SpecVersion } from './spec-version';

type JsonObject = Record<string, unknown>;

export interface VersionedMember {
  /** Pointer of the member itself. */
  path: string;
  /** How to name it in a message, e.g. `icons` or `resultType`. */
  member: string;
  /** What carries it, e.g. "tool" or "tools/list result". */
  on: string;
  /** The first version that defines it. */
  since: SpecVersion;
  /** The first version that no longer defines it, if one does not. */
  removedIn?: SpecVersion;
}

/** The result object of a document, with its pointer: a bare result, or a response's `result`. */
export function resultOf(root: unknown, kind: DocumentKind): { path: string; value: JsonObject } | undefined {
  if (!isObject(root)) return undefined;
  const isResponse = 'jsonrpc' in root || 'id' in root;
  if (isResponse) return isObject(root.result) ? { path: '/result', value: root.result } : undefined;
  return kind === 'tools-list-result' || kind === 'call-result' ? { path: '', value: root } : undefined;
}

/** Every tool definition of a document, with its pointer. */
export function toolsOf(root: unknown, kind: DocumentKind): { path: string; value: JsonObject }[] {
  if (kind === 'tool') return isObject(root) ? [{ path: '', value: root }] : [];
  if (kind === 'tools' && Array.isArray(root)) {
    return root.flatMap((t, i) => (isObject(t) ? [{ path: `/${i}`, value: t }] : []));
  }
  const result = resultOf(root, kind);
  if (!result || !Array.isArray(result.value.tools)) return [];
  return result.value.tools.flatMap((t, i) =>
    isObject(t) ? [{ path: joinPointer(result.path, 'tools', i), value: t }] : [],
  );
}

const hasMcpHeader = (schema: unknown): boolean =>
  isObject(schema) &&
  isObject(schema.properties) &&
  Object.values(schema.properties).some((p) => isObject(p) && 'x-mcp-header' in p);

/** The version-bound members a document carries, in document order. */
export function versionedMembers(root: unknown, kind: DocumentKind): VersionedMember[] {
  const out: VersionedMember[] = [];
  const result = resultOf(root, kind);
  if (result) {
    const isList = Array.isArray(result.value.tools);
    const on = isList ? 'tools/list result' : 'result';
    for (const member of isList ? ['resultType', 'ttlMs', 'cacheScope'] : ['resultType']) {
      if (member in result.value) {
        out.push({ path: joinPointer(result.path, member), member, on, since: '2026-07-28' });
      }
    }
    if (Array.isArray(result.value.content)) {
      result.value.content.forEach((block, i) => {
        if (isObject(block) && 'icons' in block) {
          out.push({
            path: joinPointer(result.path, 'content', i, 'icons'),
            member: 'icons',
            on: `${String(block.type)} content block`,
            since: '2025-11-25',
          });
        }
      });
    }
    if (isObject(result.value.serverInfo)) {
      for (const member of ['icons', 'description', 'websiteUrl']) {
        if (member in result.value.serverInfo) {
          out.push({
            path: joinPointer(result.path, 'serverInfo', member),
            member,
            on: 'serverInfo',
            since: '2025-11-25',
          });
        }
      }
    }
  }
  for (const tool of toolsOf(root, kind)) {
    if ('icons' in tool.value) {
      out.push({ path: joinPointer(tool.path, 'icons'), member: 'icons', on: 'tool', since: '2025-11-25' });
    }
    if ('execution' in tool.value) {
      out.push({
        path: joinPointer(tool.path, 'execution'),
        member: 'execution',
        on: 'tool',
        since: '2025-11-25',
        removedIn: '2026-07-28',
      });
    }
    if (hasMcpHeader(tool.value.inputSchema)) {
      out.push({
        path: joinPointer(tool.path, 'inputSchema', 'properties'),
        member: 'x-mcp-header',
        on: 'tool parameter',
        since: '2026-07-28',
      });
    }
  }
  return out;
}
