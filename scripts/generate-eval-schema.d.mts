// Types of scripts/generate-eval-schema.mjs, for lib/eval/eval-suite-schema.test.ts.

export declare const evalSchemaFile: string;
/** How the file is regenerated, for the message when it is stale. */
export declare const COMMAND: string;
/** The JSON Schema of an eval suite file, as the site publishes it. */
export declare function buildEvalSchema(): Record<string, unknown>;
