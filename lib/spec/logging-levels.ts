/** Syslog severities used by (deprecated) logging, least to most severe. */
export const LOGGING_LEVELS = [
  'debug',
  'info',
  'notice',
  'warning',
  'error',
  'critical',
  'alert',
  'emergency',
] as const;

/**
 * One of them. Apart from the zod schema (logging-level.ts) so that code needing only the list,
 * like the mock server in its Worker, does not load zod.
 */
export type LoggingLevel = (typeof LOGGING_LEVELS)[number];
