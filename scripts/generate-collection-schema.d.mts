// Types of scripts/generate-collection-schema.mjs, for lib/collection/collection-schema.test.ts.

export declare const collectionSchemaFile: string;
/** How the file is regenerated, for the message when it is stale. */
export declare const COMMAND: string;
/** The JSON Schema of a collection file, as the site publishes it. */
export declare function buildCollectionSchema(): Record<string, unknown>;
