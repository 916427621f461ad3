// Types of bin/build-cli.mjs (plain JavaScript: `npm install` runs it before anything is built).
export declare function buildCli(): Promise<string>;
