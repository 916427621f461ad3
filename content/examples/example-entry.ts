import type { DocumentKind, Profile } from '../../lib/validate/document-kind';
import type { SpecVersion } from '../../lib/validate/spec-version';

/**
 * One example document of `content/examples/` with its expected verdict. The same entries feed the
 * docs (`<Example id="tool/search-issues" />`), the validator page's Examples menu, the playground
 * presets and `examples.test.ts`, which asserts that the validator reports exactly `rules`.
 */
export interface ExampleEntry {
  /** `<kind>/<case>`, e.g. "tool/search-issues": the name docs and menus refer to. */
  id: string;
  /** The folder the file sits in; also the kind the validator runs the document as. */
  kind: DocumentKind;
  /** The kebab-case file name without `.json`. */
  case: string;
  /** A few words for menus. */
  title: string;
  /** One or two sentences: what the example shows and why it passes or fails. */
  summary: string;
  /** The profile the verdict holds for; absent means "default". */
  profile?: Profile;
  /** The protocol version the verdict holds at (the version the answer was recorded at); absent means 2026-07-28. */
  spec?: SpecVersion;
  /** For tools/call results: the id of the `tool/…` example whose definition the result is checked against. */
  tool?: string;
  /** Every rule id the validator reports on the document (any severity), sorted; empty for a clean example. */
  rules: readonly string[];
  /**
   * For examples of a version before 2026-07-28: every rule id of the migration group ("to move to
   * 2026-07-28"), sorted.
   */
  migration?: readonly string[];
  /** The file's exact text. For `json-syntax` examples it is invalid JSON on purpose. */
  text: string;
}
