// The content block types of 2026-07-28 and one way to dispatch on them. Every face that treats
// blocks by type (the playground's result view, the CLI's `call` output, the content rules) goes
// through matchContentBlock, whose handler table must name every type: adding a type here is a
// compile error in each of them until it says what to do with it. Free of zod, so a page can use it
// without loading the spec model; content.ts checks at compile time that this list and its
// ContentBlock union name the same types.

export const CONTENT_BLOCK_TYPES = ['text', 'image', 'audio', 'resource_link', 'resource'] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

const KNOWN: ReadonlySet<string> = new Set(CONTENT_BLOCK_TYPES);

/** A block's object with its type known (its other fields are the server's and unchecked). */
export type TypedBlock<T extends ContentBlockType> = Record<string, unknown> & { type: T };

export type ContentBlockHandlers<R> = { [T in ContentBlockType]: (block: TypedBlock<T>) => R } & {
  /** Not an object, no `type`, or a type this version does not know. */
  other(block: unknown): R;
};

/** The block's known type, or undefined. */
export function contentBlockType(block: unknown): ContentBlockType | undefined {
  if (typeof block !== 'object' || block === null || Array.isArray(block)) return undefined;
  const type = (block as { type?: unknown }).type;
  return typeof type === 'string' && KNOWN.has(type) ? (type as ContentBlockType) : undefined;
}

/** Calls the handler for the block's type (`other` for anything that is not a known block). */
export function matchContentBlock<R>(block: unknown, handlers: ContentBlockHandlers<R>): R {
  const type = contentBlockType(block);
  if (type === undefined) return handlers.other(block);
  const handler = handlers[type] as (block: TypedBlock<ContentBlockType>) => R;
  return handler(block as TypedBlock<ContentBlockType>);
}
