import { describeSecretFinding, secretsInState } from '../share/secrets-in-state';
import {
  COLLECTION_LIMITS,
  type Collection,
  type Expectation,
  emptyCollection,
  type SavedCall,
} from './collection-schema';
import { parseCollection, readCollection } from './parse-collection';
import { scrubArguments, scrubServerUrl } from './scrub-secrets';

/**
 * The playground's collections as one value: what localStorage keeps and what every edit returns
 * anew. Every edit is checked before it is made, so a refused edit changes nothing: the library
 * never holds a value that looks like a credential (the check share links and the validator's
 * storage apply, plus credential-named argument keys), and it holds no headers at all.
 */
export interface CollectionLibrary {
  collections: Collection[];
}

export type LibraryEdit =
  | { ok: true; library: CollectionLibrary; warnings: string[] }
  | { ok: false; error: string };

export const MAX_COLLECTIONS = 50;

export const emptyLibrary: CollectionLibrary = { collections: [] };

/** Where a collection looks like it holds a secret, in words (empty when it does not). */
export function secretsInCollection(collection: Collection): string[] {
  const out: string[] = [];
  collection.calls.forEach((call, i) => {
    const keys = scrubArguments(call.arguments, `calls[${i}].arguments`).removed;
    for (const key of keys) out.push(`a value under a credential-named key ("${key}")`);
  });
  for (const finding of secretsInState(collection)) out.push(describeSecretFinding(finding));
  return out;
}

/** Why the library must not be written to storage, or undefined (the storage layer's last check). */
export function libraryRefusal(library: CollectionLibrary): string | undefined {
  for (const c of library.collections) {
    const found = secretsInCollection(c);
    if (found.length > 0)
      return `Collections not saved in this browser: "${c.name}" looks like it contains ${found[0]}.`;
  }
  return undefined;
}

const findCollection = (library: CollectionLibrary, name: string) =>
  library.collections.find((c) => c.name === name);

/** `base`, or `base (2)`, `base (3)`… whichever is not taken. */
function freeName(taken: (name: string) => boolean, base: string): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const name = `${base} (${n})`;
    if (!taken(name)) return name;
  }
}

/** Adds an empty collection named `name` (trimmed; names are unique). */
export function addCollection(library: CollectionLibrary, name: string): LibraryEdit {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, error: 'Give the collection a name.' };
  if (trimmed.length > 200) return { ok: false, error: 'Collection names are at most 200 characters.' };
  if (findCollection(library, trimmed))
    return { ok: false, error: `There is already a collection named "${trimmed}".` };
  if (library.collections.length >= MAX_COLLECTIONS)
    return { ok: false, error: `At most ${MAX_COLLECTIONS} collections are kept; delete one first.` };
  return {
    ok: true,
    library: { collections: [...library.collections, emptyCollection(trimmed)] },
    warnings: [],
  };
}

export function removeCollection(library: CollectionLibrary, name: string): CollectionLibrary {
  return { collections: library.collections.filter((c) => c.name !== name) };
}

export function removeCall(library: CollectionLibrary, name: string, callId: string): CollectionLibrary {
  return {
    collections: library.collections.map((c) =>
      c.name === name ? { ...c, calls: c.calls.filter((call) => call.id !== callId) } : c,
    ),
  };
}

function replaceCollection(library: CollectionLibrary, collection: Collection, name = collection.name) {
  return { collections: library.collections.map((c) => (c.name === name ? collection : c)) };
}

const isArgumentsObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface CallToSave {
  tool: string;
  arguments: unknown;
  expect: Expectation[];
  /** A label for people (optional). */
  name?: string;
  /** The server it was made against; kept (without credentials) when the collection has none. */
  serverUrl?: string;
}

/**
 * Saves a call at the end of a collection, with an id made from the tool name. Refused, with the
 * reason, when its arguments look like they hold a secret: nothing is stored then.
 */
export function saveCall(library: CollectionLibrary, collectionName: string, call: CallToSave): LibraryEdit {
  const collection = findCollection(library, collectionName);
  if (!collection) return { ok: false, error: `There is no collection named "${collectionName}".` };
  if (!isArgumentsObject(call.arguments))
    return { ok: false, error: 'Only calls whose arguments are a JSON object can be saved.' };
  if (collection.calls.length >= COLLECTION_LIMITS.calls)
    return { ok: false, error: `A collection holds at most ${COLLECTION_LIMITS.calls} calls.` };
  const label = call.name?.trim();
  const id = freeName((id) => collection.calls.some((c) => c.id === id), call.tool.slice(0, 90));
  const saved: SavedCall = {
    id,
    ...(label ? { name: label.slice(0, 200) } : {}),
    tool: call.tool,
    arguments: call.arguments as SavedCall['arguments'],
    expect: call.expect,
  };
  const warnings: string[] = [];
  let server = collection.server;
  if (call.serverUrl !== undefined && server?.url === undefined) {
    const scrubbed = scrubServerUrl(call.serverUrl);
    server = { url: scrubbed.value };
    if (scrubbed.removed.length > 0)
      warnings.push(`The server address is kept without ${scrubbed.removed.join(' and ')}.`);
  }
  const next: Collection = {
    ...collection,
    ...(server ? { server } : {}),
    calls: [...collection.calls, saved],
  };
  // The whole collection goes through the file check, so what is stored is what an import accepts.
  const checked = readCollection(next);
  if (!checked.ok) return { ok: false, error: `Not saved: ${checked.errors[0]}` };
  const secrets = secretsInCollection(next);
  if (secrets.length > 0)
    return {
      ok: false,
      error: `Not saved: the arguments look like they contain ${secrets[0]}. Collections are kept in this browser and shared as files, so they never hold secrets; replace it with a placeholder and save again.`,
    };
  return { ok: true, library: replaceCollection(library, next), warnings };
}

/** A collection as the file `mcp-tool-lab test` reads, with `$schema` when its URL is given. */
export function exportCollectionText(collection: Collection, schemaUrl?: string): string {
  const { $schema: _old, ...rest } = collection;
  return `${JSON.stringify(schemaUrl ? { $schema: schemaUrl, ...rest } : rest, null, 2)}\n`;
}

/** A file name for an exported collection: its name in safe characters. */
export function collectionFileName(collection: Collection): string {
  const base = collection.name
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'collection'}.collection.json`;
}

export type LibraryImport =
  | { ok: true; library: CollectionLibrary; name: string; warnings: string[] }
  | { ok: false; errors: string[] };

/**
 * Adds a collection file's content (checked like `mcp-tool-lab test` checks it). A name already
 * in use gets a number, so an import never replaces a collection; a file that looks like it holds
 * a secret is refused whole.
 */
export function importCollectionText(library: CollectionLibrary, text: string): LibraryImport {
  const parsed = parseCollection(text);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const secrets = secretsInCollection(parsed.collection);
  if (secrets.length > 0)
    return {
      ok: false,
      errors: [
        `it looks like it contains ${secrets[0]}. Collections kept in this browser never hold secrets: replace it with a placeholder in the file and import it again.`,
      ],
    };
  if (library.collections.length >= MAX_COLLECTIONS)
    return { ok: false, errors: [`at most ${MAX_COLLECTIONS} collections are kept; delete one first`] };
  const { $schema: _schema, ...collection } = parsed.collection;
  const name = freeName((n) => findCollection(library, n) !== undefined, collection.name.slice(0, 190));
  const warnings = [...parsed.warnings];
  if (name !== collection.name)
    warnings.push(`A collection named "${collection.name}" exists already: imported as "${name}".`);
  return {
    ok: true,
    library: { collections: [...library.collections, { ...collection, name }] },
    name,
    warnings,
  };
}

/**
 * What localStorage held, checked again (another version of the site, or another tab, may have
 * written it): collections that fail the file check or look like they hold a secret are left out.
 */
export function parseStoredLibrary(value: unknown): CollectionLibrary | undefined {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as CollectionLibrary).collections))
    return undefined;
  const collections: Collection[] = [];
  for (const item of (value as { collections: unknown[] }).collections.slice(0, MAX_COLLECTIONS)) {
    const read = readCollection(item);
    if (!read.ok || read.warnings.length > 0 || secretsInCollection(read.collection).length > 0) continue;
    if (findCollection({ collections }, read.collection.name)) continue;
    collections.push(read.collection);
  }
  return { collections };
}
