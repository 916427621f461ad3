// Types of scripts/generate-exchanges.mjs, for the docs tests that import it.
export const exchangesFile: string;
export const COMMAND: string;
export function renderGenerated(): Promise<string>;
