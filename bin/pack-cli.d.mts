// Types of bin/pack-cli.mjs (plain JavaScript, like the build it packs).
export declare const packageSource: string;
export declare const LIMITS: { packedBytes: number; unpackedBytes: number };
export declare function packCli(options?: { destination?: string }): Promise<{
  tarball: string;
  version: string;
  packedBytes: number;
  unpackedBytes: number;
  files: number;
}>;
