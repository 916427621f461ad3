// Types of bin/build-cli.mjs (plain JavaScript: `npm install` runs it before anything is built).
export declare const minDistDir: string;
export declare function buildCli(options?: { minify?: boolean }): Promise<string>;
