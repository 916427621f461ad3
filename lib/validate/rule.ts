import type { Severity } from './diagnostic';
import type { DocumentKind, Profile } from './document-kind';
import { SPEC_VERSIONS, type SpecVersion } from './spec-version';

/** Why a rule exists: the spec's MUST, its SHOULD, our advice, or what a real client requires. */
export type Basis = 'spec-must' | 'spec-should' | 'advice' | 'client-compat';

export const BASIS_LABELS: Record<Basis, string> = {
  'spec-must': 'spec MUST',
  'spec-should': 'spec SHOULD',
  advice: 'advice',
  'client-compat': 'client compatibility',
};

type JsonObject = Record<string, unknown>;

/**
 * The parts of a document rules attach to. The walker finds every node of each type (with its
 * pointer) whatever the document kind, so a rule about tools runs on a lone definition, on each
 * item of an array and on each tool of a `tools/list` result alike.
 */
export interface TargetMap {
  /** A document's root value, whatever its kind. */
  document: { value: unknown };
  /** A tool definition (any object in a tool position). */
  tool: { value: JsonObject };
  /** The tools one server offers together (an array of definitions or a list result's `tools`). */
  'tool-set': { value: unknown[] };
  /** A tool's `inputSchema` or `outputSchema`. */
  'json-schema': { value: unknown; role: 'input' | 'output'; tool: JsonObject };
  /** An icon object (tools, resource links, implementations). */
  icon: { value: JsonObject };
  /** A `tools/list` result. */
  'list-result': { value: JsonObject };
  /** A `tools/call` result of any `resultType`, with the definition of its tool when one was given. */
  'call-result': { value: JsonObject; tool?: JsonObject };
  /** One item of a result's `content`. */
  'content-block': { value: JsonObject };
  /** `annotations` of a content block or resource (audience, priority, lastModified). */
  annotations: { value: JsonObject };
  /** A `_meta` object and where it sits. */
  meta: { value: JsonObject; where: 'request' | 'result' | 'notification' | 'other' };
  /** A string a model will read: names, titles, descriptions, schema text, text results. */
  'model-text': { value: string; field: string };
  /** A JSON-RPC message (request, notification, result or error response). */
  message: { value: JsonObject };
}

export type TargetType = keyof TargetMap;

export interface ReportInput {
  /** Pointer of the offending node; defaults to the target's own path. */
  path?: string;
  message: string;
  /** Overrides the rule's severity for this finding (e.g. `http:` icons warn, other schemes fail). */
  severity?: Severity;
  /** Which part of the node to underline; default 'anchor' (see JsonDocument.rangeOf). */
  part?: 'key' | 'value' | 'anchor';
  /** A "could not be checked" finding (see Diagnostic.unchecked). */
  unchecked?: true;
}

export interface RuleContext<T extends TargetType> {
  target: TargetMap[T];
  /** Pointer of the target node in the checked document. */
  path: string;
  kind: DocumentKind;
  profile: Profile;
  /** The protocol version the document is checked at. */
  version: SpecVersion;
  report(finding: ReportInput): void;
}

/** A document a rule's own test runs: it must trip the rule (fail) or not (pass). */
export interface RuleCase {
  kind: DocumentKind;
  /** The document as a value… */
  document?: unknown;
  /** …or as source text (for rules about the text itself, such as JSON syntax). */
  text?: string;
  /** For `call-result` cases: the definition of the tool that produced the result. */
  tool?: unknown;
  profile?: Profile;
  /** The protocol version to check at (default 2026-07-28; must be one the rule applies at). */
  spec?: SpecVersion;
  /** For fail cases: the pointer the finding must carry (checked when given). */
  path?: string;
}

/** Where a client-compatibility rule's requirement is published, with the words that state it. */
export interface RuleSource {
  /** Who publishes it and where, e.g. "OpenAI API docs: Structured Outputs, supported schemas". */
  title: string;
  url: string;
  /** A short quotation of the requirement, as published (so a reader can check the rule). */
  quote: string;
  /** When the source was read or reported, or which revision (sources change; the rule may need to follow). */
  seen?: string;
}

export interface Rule<T extends TargetType = TargetType> {
  id: string;
  severity: Severity;
  basis: Basis;
  /** One line, used as the heading in the rules reference. */
  title: string;
  /** A short paragraph for the rules reference: what the rule checks and why it matters. */
  description: string;
  target: T;
  /** Profiles the rule runs in (default: every profile). */
  profiles?: readonly Profile[];
  /**
   * The protocol versions whose spec (or whose clients) the rule speaks for (default: every
   * version the validator checks). The rules reference lists them; see ruleAppliesAt.
   */
  versions?: readonly SpecVersion[];
  /** The public sources a `client-compat` rule rests on (shown in the rules reference). */
  sources?: readonly RuleSource[];
  /**
   * True when the rule enforces exactly what the official JSON Schema enforces (the agreement
   * test compares these rules' verdict with the schema's). Rules stricter than the schema on
   * purpose leave it unset.
   */
  structural?: boolean;
  /**
   * Finds problems in one target. Absent for rules reported while parsing the text
   * (`json-syntax`, `json-duplicate-key`), which have no value to look at.
   */
  check?(ctx: RuleContext<T>): void;
  cases: { pass: RuleCase[]; fail: RuleCase[] };
}

/** Identity function that keeps the target type of a rule literal. */
export function defineRule<T extends TargetType>(rule: Rule<T>): Rule<T> {
  return rule;
}

/** True when `rule` runs on documents checked at `version`: the one place that decides it. */
export function ruleAppliesAt(rule: Pick<Rule, 'versions'>, version: SpecVersion): boolean {
  return !rule.versions || rule.versions.includes(version);
}

/** The versions a rule applies at, oldest first. */
export function ruleVersions(rule: Pick<Rule, 'versions'>): readonly SpecVersion[] {
  return SPEC_VERSIONS.filter((v) => ruleAppliesAt(rule, v));
}

/** Where a rule is explained. */
export function ruleDocsHref(ruleId: string): string {
  return `/docs/rules#${ruleId}`;
}
