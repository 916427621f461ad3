export { detectKind, type KindGuess } from './detect-kind';
export type { Diagnostic, Severity } from './diagnostic';
export {
  DOCUMENT_KINDS,
  type DocumentKind,
  isDocumentKind,
  isProfile,
  KIND_LABELS,
  type KindOption,
  PROFILE_LABELS,
  PROFILES,
  type Profile,
} from './document-kind';
export { BASIS_LABELS, type Basis, type Rule, type RuleCase, ruleDocsHref } from './rule';
export { ruleCatalogue } from './rules/index';
export { sortDiagnostics } from './sort-diagnostics';
export { type SarifInput, toSarif } from './to-sarif';
export {
  countDiagnostics,
  type DiagnosticCounts,
  type ValidateOptions,
  type ValidationReport,
  validateText,
  validateValue,
} from './validate-document';
