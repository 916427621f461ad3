import type { ConversionNote } from './prepared-tool';

export interface NoteInput {
  /** Where, as a JSON Pointer into the MCP tool definition. */
  path: string;
  kind: ConversionNote['kind'];
  message: string;
  rule?: string;
  /**
   * Notes with the same group become one note that names the first place and counts the others
   * (a "default" dropped from 40 properties is one line, not 40). Default: the message.
   */
  group?: string;
}

interface Pending {
  input: NoteInput;
  paths: string[];
}

/** How many other places a grouped note names before it only counts them. */
const NAMED_PLACES = 3;

/**
 * Collects the notes of one tool's conversion. Grouping keeps the list readable for big schemas;
 * the first place stays the note's `path`, so a view can still jump to it.
 */
export class NoteSink {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly tool: string,
    private readonly toolIndex: number,
  ) {}

  add(input: NoteInput): void {
    const key = `${input.kind}\u0000${input.group ?? input.message}`;
    const entry = this.pending.get(key);
    if (!entry) this.pending.set(key, { input, paths: [input.path] });
    else if (!entry.paths.includes(input.path)) entry.paths.push(input.path);
  }

  /** True when nothing was noted. */
  get empty(): boolean {
    return this.pending.size === 0;
  }

  notes(): ConversionNote[] {
    return [...this.pending.values()].map(({ input, paths }) => {
      const others = paths.slice(1);
      const named = others.slice(0, NAMED_PLACES).map((p) => p || '(the tool)');
      const more = others.length > NAMED_PLACES ? ` and ${others.length - NAMED_PLACES} more` : '';
      const where =
        others.length === 0 ? '' : ` Also at ${named.join(', ')}${more} (${paths.length} places).`;
      return {
        tool: this.tool,
        toolIndex: this.toolIndex,
        path: input.path,
        kind: input.kind,
        message: `${input.message}${where}`,
        ...(input.rule ? { rule: input.rule } : {}),
      };
    });
  }
}
