/**
 * The classes of change between two versions of a server's tool catalogue, and whether each one
 * breaks a client written against the old version.
 *
 * Input-side changes are judged from the caller's seat (a call that worked yesterday must still be
 * accepted today); output-side changes from the consumer's seat (code reading `structuredContent`
 * must still find what it read yesterday).
 */
export const CHANGE_KINDS = {
  'tool-removed': { breaking: true, label: 'tool removed' },
  'tool-renamed': { breaking: true, label: 'tool renamed' },
  'tool-added': { breaking: false, label: 'tool added' },
  'required-parameter-added': { breaking: true, label: 'new required parameter' },
  'optional-parameter-added': { breaking: false, label: 'optional parameter added' },
  'parameter-removed': { breaking: true, label: 'parameter removed' },
  'parameter-became-required': { breaking: true, label: 'parameter became required' },
  'parameter-became-optional': { breaking: false, label: 'parameter became optional' },
  'type-narrowed': { breaking: true, label: 'type narrowed' },
  'type-widened': { breaking: false, label: 'type widened' },
  'enum-value-removed': { breaking: true, label: 'enum value removed' },
  'enum-value-added': { breaking: false, label: 'enum value added' },
  'constraint-tightened': { breaking: true, label: 'constraint tightened' },
  'constraint-loosened': { breaking: false, label: 'constraint loosened' },
  /** A composition keyword (allOf, oneOf, if…) changed in a way this diff does not prove safe. */
  'schema-changed': { breaking: true, label: 'schema changed (not proven compatible)' },
  /** An annotation keyword of a schema (default, examples, x-mcp-header…): no effect on validity. */
  'keyword-changed': { breaking: false, label: 'schema annotation changed' },
  'description-changed': { breaking: false, label: 'description changed' },
  'title-changed': { breaking: false, label: 'title changed' },
  'output-schema-added': { breaking: false, label: 'outputSchema added' },
  'output-schema-removed': { breaking: true, label: 'outputSchema removed' },
  'output-property-added': { breaking: false, label: 'output property added' },
  'output-property-removed': { breaking: true, label: 'output property removed' },
  'output-property-became-optional': { breaking: true, label: 'output property no longer required' },
  'output-type-changed': { breaking: true, label: 'output type changed' },
  'output-schema-changed': { breaking: false, label: 'outputSchema changed otherwise' },
  'became-destructive': { breaking: false, flagged: true, label: 'tool became destructive' },
  'became-open-world': { breaking: false, flagged: true, label: 'tool became open-world' },
  'no-longer-read-only': { breaking: false, flagged: true, label: 'tool no longer read-only' },
  'annotation-changed': { breaking: false, label: 'annotation changed' },
  /** Any other field of the definition: icons, `_meta`, extension fields. */
  'field-changed': { breaking: false, label: 'other field changed' },
} as const satisfies Record<string, { breaking: boolean; flagged?: boolean; label: string }>;

export type ChangeKind = keyof typeof CHANGE_KINDS;

export const CHANGE_KIND_IDS = Object.keys(CHANGE_KINDS) as ChangeKind[];

export interface ToolChange {
  /** The tool's name in the old list (the new name for an added tool). */
  tool: string;
  change: ChangeKind;
  /** RFC 6901 pointer into the tool definition ("" = the tool itself). */
  path: string;
  breaking: boolean;
  /** True for annotation changes a host's safety policy should look at again. */
  flagged: boolean;
  /** One sentence on what changed, with the old and new values where they are short. */
  detail: string;
}

export interface DiffSummary {
  /** Tools in the old and the new list. */
  oldTools: number;
  newTools: number;
  total: number;
  breaking: number;
  nonBreaking: number;
  flagged: number;
  /** How many changes of each kind (only kinds that occur). */
  byKind: Partial<Record<ChangeKind, number>>;
}

export interface ToolDiff {
  changes: ToolChange[];
  summary: DiffSummary;
  /** Problems with the inputs that did not stop the diff (duplicate names…). */
  notes: string[];
}

export function isBreakingKind(kind: ChangeKind): boolean {
  return CHANGE_KINDS[kind].breaking;
}

export function isFlaggedKind(kind: ChangeKind): boolean {
  return 'flagged' in CHANGE_KINDS[kind] && CHANGE_KINDS[kind].flagged === true;
}
