import { isObject } from '../json/is-object';
import { isDocumentKind, isProfile, type KindOption, type Profile } from '../validate/document-kind';
import { DEFAULT_SPEC_VERSION, isSpecOption, type SpecOption } from '../validate/spec-version';

/** The faces whose state a link can carry. */
export const SHARE_KINDS = ['validate', 'playground'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** Everything the validator page needs to show the same findings again. */
export interface ValidateShareState {
  /** The kind chosen in the kind selector (`auto` = detected). */
  kind: KindOption;
  profile: Profile;
  /**
   * The version selector: a protocol version or `auto`. Absent means 2026-07-28 (links made before
   * the selector existed, and links at that version, which leave it out).
   */
  spec?: SpecOption;
  /** The document editor's text. */
  text: string;
  /** The tool definition editor's text (used for tools/call results; may be empty). */
  toolText: string;
}

/** The version selector's value a validator state stands for: without `spec`, 2026-07-28. */
export function specOfState(state: Pick<ValidateShareState, 'spec'>): SpecOption {
  return state.spec ?? DEFAULT_SPEC_VERSION;
}

/**
 * The `spec` member a validator state records for the selector's value: none for 2026-07-28, so
 * links at that version stay byte for byte what they were before the selector existed.
 */
export function specMember(spec: SpecOption): Pick<ValidateShareState, 'spec'> {
  return spec === DEFAULT_SPEC_VERSION ? {} : { spec };
}

/**
 * The playground's state: a plain JSON object whose fields the playground defines. Header values are
 * never accepted in it (encodeShare refuses any non-empty `headers` member).
 */
export type PlaygroundShareState = { readonly [field: string]: unknown };

/** The state type of each share kind. */
export interface ShareStates {
  validate: ValidateShareState;
  playground: PlaygroundShareState;
}

export type StateCheck<T> = { ok: true; value: T } | { ok: false; error: string };

/** Checks untrusted data (a decoded link, local storage) against the validator's state shape. */
export function parseValidateShareState(value: unknown): StateCheck<ValidateShareState> {
  if (!isObject(value)) return { ok: false, error: 'the state is not an object' };
  const { kind, profile, text, toolText, spec } = value;
  if (typeof kind !== 'string' || !(kind === 'auto' || isDocumentKind(kind)))
    return { ok: false, error: `unknown document kind ${JSON.stringify(kind)}` };
  if (typeof profile !== 'string' || !isProfile(profile))
    return { ok: false, error: `unknown profile ${JSON.stringify(profile)}` };
  if (spec !== undefined && !isSpecOption(spec))
    return { ok: false, error: `unknown protocol version ${JSON.stringify(spec)}` };
  if (typeof text !== 'string') return { ok: false, error: 'the document text is missing' };
  if (toolText !== undefined && typeof toolText !== 'string')
    return { ok: false, error: 'the tool definition text is not a string' };
  return {
    ok: true,
    value: { kind, profile, ...(spec !== undefined ? { spec } : {}), text, toolText: toolText ?? '' },
  };
}

/** Checks untrusted data against the playground's state shape (any JSON object, for now). */
export function parsePlaygroundShareState(value: unknown): StateCheck<PlaygroundShareState> {
  return isObject(value) ? { ok: true, value } : { ok: false, error: 'the state is not an object' };
}

/** The checker of each kind's state, used after decoding and before encoding. */
export const STATE_PARSERS: { [K in ShareKind]: (value: unknown) => StateCheck<ShareStates[K]> } = {
  validate: parseValidateShareState,
  playground: parsePlaygroundShareState,
};
