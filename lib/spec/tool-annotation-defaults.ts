/**
 * The value a client assumes for a behaviour hint the server left out (2026-07-28, ToolAnnotations):
 * not read-only, destructive, not idempotent, open world — the cautious reading of silence. Its own
 * module, free of zod, so a page can show hints without loading the spec model.
 */
export const TOOL_ANNOTATION_DEFAULTS = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
} as const;
