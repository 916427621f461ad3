import { getAtPointer } from '../json/json-pointer';
import type { AjvTargets } from './ajv-targets';
import type { SchemaProblem } from './schema-problem';
import { decodeFragment, LOCAL_BASE } from './schema-uri';
import type { RefSite, SchemaIndex } from './walk-schema';

const LOCAL_PREFIX = LOCAL_BASE.slice(0, LOCAL_BASE.lastIndexOf('/') + 1);

const INLINE_ADVICE =
  'Copy the definition into this schema under "$defs" and refer to it as "#/$defs/<name>".';

function problem(kind: SchemaProblem['kind'], site: RefSite, message: string): SchemaProblem {
  return { kind, severity: 'error', path: site.path, message };
}

/** Where a reference lands: the resource URI and the decoded fragment. */
function resolveSite(site: RefSite): { document: string; fragment: string } | undefined {
  let url: URL;
  try {
    url = new URL(site.ref, site.base);
  } catch {
    return undefined;
  }
  const hash = url.hash;
  url.hash = '';
  return { document: url.href.replace(/#$/, ''), fragment: decodeFragment(hash.slice(1)) };
}

function checkOne(site: RefSite, index: SchemaIndex, targets: AjvTargets): SchemaProblem | undefined {
  const shown = `"${site.keyword}": ${JSON.stringify(site.ref)}`;
  const resolved = resolveSite(site);
  if (resolved === undefined) {
    const against = site.base === LOCAL_BASE ? '' : ` against the base URI ${site.base}`;
    return problem(
      'unresolved-ref',
      site,
      `${shown} cannot be resolved${against}: it is not a valid URI reference. Use "#/$defs/<name>" or "#<anchor>".`,
    );
  }
  const { document, fragment } = resolved;
  const resource = targets.resources.get(document);
  if (resource === undefined) {
    const declared = index.resources.get(document);
    if (declared !== undefined) {
      return problem(
        'unresolved-ref',
        site,
        `${shown} names the resource declared at ${declared}, which the validation engine cannot reach in that position (for example inside "prefixItems"). Move it under "$defs".`,
      );
    }
    if (document.startsWith(LOCAL_PREFIX)) {
      return problem(
        'unresolved-ref',
        site,
        `${shown} refers to another document, which is not part of this schema, and nothing is ever fetched. ${INLINE_ADVICE}`,
      );
    }
    const relative = /^[a-z][a-z0-9+.-]*:/i.test(site.ref) ? '' : ` (relative to the base URI ${site.base})`;
    return problem(
      'network-ref',
      site,
      `${shown} points outside this schema, to ${document}${relative}. External references are never fetched (the MCP spec forbids dereferencing network $refs automatically), so this schema cannot be used as is. ${INLINE_ADVICE}`,
    );
  }
  if (fragment === '') return undefined;
  if (fragment.startsWith('/')) {
    const target = getAtPointer(resource, fragment);
    if (!target.found) {
      return problem(
        'unresolved-ref',
        site,
        `${shown} points to "${fragment}", which does not exist in this schema. Check the spelling against the "$defs" (or "definitions") names.`,
      );
    }
    const value = target.value;
    if (typeof value !== 'boolean' && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      return problem(
        'unresolved-ref',
        site,
        `${shown} points to "${fragment}", which is not a schema (an object or a boolean).`,
      );
    }
    return undefined;
  }
  const key = `${document}#${fragment}`;
  if (targets.anchors.has(key)) return undefined;
  if (document === index.rootBase && targets.rootAnchors.has(fragment)) {
    return problem(
      'unresolved-ref',
      site,
      `${shown} names the anchor on the root schema, which the validation engine (ajv) cannot resolve. Refer to the root with "#" instead.`,
    );
  }
  const declared = index.anchors.get(key);
  if (declared !== undefined) {
    return problem(
      'unresolved-ref',
      site,
      `${shown} names the anchor declared at ${declared}, which the validation engine cannot reach in that position (for example inside "prefixItems"). Move that subschema under "$defs".`,
    );
  }
  return problem(
    'unresolved-ref',
    site,
    `${shown} names the anchor "${fragment}", but no "$anchor" (or "$dynamicAnchor") with that name exists in the same schema resource.`,
  );
}

/**
 * ajv implements `$dynamicRef` only as "the root's `$dynamicAnchor` of that name, else the root",
 * and `$recursiveRef` only as "#"; anything else would be evaluated silently wrong, so it is refused.
 */
function checkDynamic(site: RefSite, targets: AjvTargets): SchemaProblem | undefined {
  const shown = `"${site.keyword}": ${JSON.stringify(site.ref)}`;
  if (site.keyword === '$recursiveRef' && site.ref !== '#') {
    return problem(
      'unresolved-ref',
      site,
      `${shown} is not supported: this validator only implements "$recursiveRef": "#". Use "$ref" for other targets.`,
    );
  }
  if (
    site.keyword === '$dynamicRef' &&
    site.ref !== '#' &&
    !(site.ref.startsWith('#') && targets.rootDynamicAnchors.has(site.ref.slice(1)))
  ) {
    return problem(
      'unresolved-ref',
      site,
      `${shown} is not supported: this validator resolves "$dynamicRef" only to a "$dynamicAnchor" on the root schema (the recursive-extension pattern). Use "$ref" here instead.`,
    );
  }
  return undefined;
}

/**
 * Resolves every reference of a walked schema without fetching anything: it must land on the
 * document itself or an embedded `$id` resource, at an existing JSON Pointer or anchor, that the
 * validation engine can reach (see ajv-targets).
 */
export function checkRefs(index: SchemaIndex, targets: AjvTargets): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const site of index.refs) {
    const dynamic = site.keyword !== '$ref';
    // ajv resolves a fragment-only $dynamicRef/$recursiveRef by its own rules, not by registration.
    const found =
      dynamic && site.ref.startsWith('#')
        ? checkDynamic(site, targets)
        : (checkOne(site, index, targets) ?? (dynamic ? checkDynamic(site, targets) : undefined));
    if (found !== undefined) problems.push(found);
  }
  return problems;
}
