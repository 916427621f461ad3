// Types of scripts/ensure-chromium.mjs, for its tests.

export interface RunResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

export interface System {
  env: Record<string, string | undefined>;
  uid: number | undefined;
  isExecutable(path: string): boolean;
  run(
    cmd: string,
    args: string[],
    timeoutMs: number,
    env?: Record<string, string | undefined>,
  ): Promise<RunResult>;
  playwrightBrowser(): Promise<string | undefined>;
  playwrightCli: string;
}

/** `path` undefined: Playwright's own browser, launched without executablePath. */
export interface Found {
  path?: string;
  source: string;
}

export declare const realSystem: System;
export declare function ensureChromium(options?: {
  log?: (line: string) => void;
  system?: System;
}): Promise<{ found?: Found; tried: string[] }>;
export declare function noChromiumAdvice(tried: string[]): string;
