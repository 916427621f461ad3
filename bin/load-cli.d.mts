// Types of bin/load-cli.mjs (plain JavaScript, so the command starts without tsx).
import type * as Main from './cli/main';

export declare const root: string;
export declare const distDir: string;
export declare const manifestPath: string;
export declare const MANIFEST_FORMAT: number;
export declare function freshBundle(dist?: string, base?: string): string | undefined;
export declare function bundleDir(): Promise<string>;
export declare function loadBundledCli(): Promise<typeof Main>;
export declare function loadCli(): Promise<typeof Main>;
