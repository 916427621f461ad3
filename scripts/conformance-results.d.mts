import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export const SUITE: string;
export const SERVER_BASELINE: string;
export const REVISION: string;
export function runServerSuite(options: {
  node22: string;
  url: string;
  logFile: string;
  resultsDir: string;
  track?: (child: ChildProcess) => void;
}): Promise<{ code: number }>;
export function baselineScenarios(): Set<string>;
export function scoredScenarios(node22: string): Promise<Set<string>>;
export function taskScenarios(node22: string): Promise<Set<string>>;
export function runServerScenario(options: {
  node22: string;
  url: string;
  scenario: string;
  log: NodeJS.WritableStream;
  resultsDir: string;
  track?: (child: ChildProcess) => void;
}): Promise<{ code: number }>;
export function countChecks(
  resultsDir: string,
  scored: Set<string>,
): { passed: number; failed: number; scenarios: number; failures: string[]; skipped: string[] };
