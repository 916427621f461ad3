// Types of scripts/generate-rules-reference.mjs, for the docs tests that import it.
export const rulesDataFile: string;
export const COMMAND: string;
export function renderGenerated(): Promise<string>;
