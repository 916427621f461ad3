// Types of scripts/generate-meta-validator.mjs, for lib/schema/meta-validator.test.ts.

export declare const metaValidatorFile: string;
/** How the file is regenerated, for the message when it is stale. */
export declare const COMMAND: string;
/** The generated module's text (before formatting). */
export declare function buildMetaValidatorModule(): string;
