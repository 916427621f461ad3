import type { Rule } from '../rule';
import { annotationsConflict } from './annotations-conflict';
import { annotationsInResource } from './annotations-in-resource';
import { annotationsLastModified } from './annotations-last-modified';
import { claudeToolName } from './claude-tool-name';
import { contentBase64 } from './content-base64';
import { contentMimeType } from './content-mime-type';
import { cursorToolCount } from './cursor-tool-count';
import { cursorToolNameLength } from './cursor-tool-name-length';
import { errorCodeRange } from './error-code-range';
import { extensionIdPrefix } from './extension-id-prefix';
import { geminiDescriptionRequired } from './gemini-description-required';
import { geminiFunctionName } from './gemini-function-name';
import { geminiParametersSubset } from './gemini-parameters-subset';
import { hiddenCharacters } from './hidden-characters';
import { iconDataUri } from './icon-data-uri';
import { iconMimeType } from './icon-mime-type';
import { iconSizes } from './icon-sizes';
import { iconSrcScheme } from './icon-src-scheme';
import { inputRequestMethod } from './input-request-method';
import { inputRequiredEmpty } from './input-required-empty';
import { inputSchemaNoParameters } from './input-schema-no-parameters';
import { inputSchemaType } from './input-schema-type';
import { instructionLikeText } from './instruction-like-text';
import { jsonByteOrderMark } from './json-byte-order-mark';
import { jsonDuplicateKey } from './json-duplicate-key';
import { jsonSchemaComplexity } from './json-schema-complexity';
import { jsonSchemaDialect } from './json-schema-dialect';
import { jsonSchemaEmptyEnum } from './json-schema-empty-enum';
import { jsonSchemaNetworkRef } from './json-schema-network-ref';
import { jsonSchemaValid } from './json-schema-valid';
import { jsonSyntax } from './json-syntax';
import { listChangedSubscriptionId } from './list-changed-subscription-id';
import { listResultType } from './list-result-type';
import { metaKeyReserved } from './meta-key-reserved';
import { metaKeySyntax } from './meta-key-syntax';
import { methodKnown } from './method-known';
import { openaiFunctionName } from './openai-function-name';
import { openaiStrictAllRequired } from './openai-strict-all-required';
import { openaiStrictClosedObjects } from './openai-strict-closed-objects';
import { openaiStrictKeywords } from './openai-strict-keywords';
import { openaiStrictLimits } from './openai-strict-limits';
import { openaiToolCount } from './openai-tool-count';
import { parameterDescription } from './parameter-description';
import { parameterNameVague } from './parameter-name-vague';
import { responseResultOrError } from './response-result-or-error';
import { resultTypeKnown } from './result-type-known';
import { schemaRange } from './schema-range';
import { schemaRequired } from './schema-required';
import { schemaType } from './schema-type';
import { schemaValue } from './schema-value';
import { structuredContentMissing } from './structured-content-missing';
import { structuredContentSchema } from './structured-content-schema';
import { structuredContentTextMirror } from './structured-content-text-mirror';
import { toolDescriptionLength } from './tool-description-length';
import { toolDescriptionMissing } from './tool-description-missing';
import { toolDescriptionUsage } from './tool-description-usage';
import { toolInputErrorChannel } from './tool-input-error-channel';
import { toolNameCharacters } from './tool-name-characters';
import { toolNameLength } from './tool-name-length';
import { toolNameUnique } from './tool-name-unique';
import { versionMember } from './version-member';
import { vscodeToolCount } from './vscode-tool-count';
import { vscodeToolName } from './vscode-tool-name';
import { xMcpHeaderLocation } from './x-mcp-header-location';
import { xMcpHeaderName } from './x-mcp-header-name';
import { xMcpHeaderSecret } from './x-mcp-header-secret';
import { xMcpHeaderType } from './x-mcp-header-type';
import { xMcpHeaderUnique } from './x-mcp-header-unique';

/** Every rule, in the order the rules reference lists them. */
export const ruleCatalogue: readonly Rule[] = [
  annotationsConflict,
  annotationsInResource,
  annotationsLastModified,
  claudeToolName,
  contentBase64,
  contentMimeType,
  cursorToolCount,
  cursorToolNameLength,
  errorCodeRange,
  extensionIdPrefix,
  geminiDescriptionRequired,
  geminiFunctionName,
  geminiParametersSubset,
  hiddenCharacters,
  iconDataUri,
  iconMimeType,
  iconSizes,
  iconSrcScheme,
  inputRequestMethod,
  inputRequiredEmpty,
  inputSchemaNoParameters,
  inputSchemaType,
  instructionLikeText,
  jsonByteOrderMark,
  jsonDuplicateKey,
  jsonSchemaComplexity,
  jsonSchemaDialect,
  jsonSchemaEmptyEnum,
  jsonSchemaNetworkRef,
  jsonSchemaValid,
  jsonSyntax,
  listChangedSubscriptionId,
  listResultType,
  metaKeyReserved,
  metaKeySyntax,
  methodKnown,
  openaiFunctionName,
  openaiStrictAllRequired,
  openaiStrictClosedObjects,
  openaiStrictKeywords,
  openaiStrictLimits,
  openaiToolCount,
  parameterDescription,
  parameterNameVague,
  responseResultOrError,
  resultTypeKnown,
  schemaRange,
  schemaRequired,
  schemaType,
  schemaValue,
  structuredContentMissing,
  structuredContentSchema,
  structuredContentTextMirror,
  toolDescriptionLength,
  toolDescriptionMissing,
  toolDescriptionUsage,
  toolInputErrorChannel,
  toolNameCharacters,
  toolNameLength,
  toolNameUnique,
  versionMember,
  vscodeToolCount,
  vscodeToolName,
  xMcpHeaderLocation,
  xMcpHeaderName,
  xMcpHeaderSecret,
  xMcpHeaderType,
  xMcpHeaderUnique,
] as Rule[];
