// Types of scripts/generate-docs-index.mjs, for the docs tests that import it.

export interface ParsedHeading {
  depth: number;
  text: string;
  id: string;
  line?: number;
}

export interface ParsedEmbed {
  /** The JSX element's name, e.g. "Example". */
  name: string;
  /** Its `id` attribute, when it has a literal one. */
  id?: string;
  line?: number;
}

export interface ParsedCodeBlock {
  lang: string;
  value: string;
  line?: number;
}

export interface ParsedDocSource {
  headings: ParsedHeading[];
  /** Every Markdown link's URL, in order. */
  links: string[];
  embeds: ParsedEmbed[];
  codeBlocks: ParsedCodeBlock[];
  sections: { id: string; heading: string; text: string }[];
}

export interface ParseContext {
  exchangeText?: (id: string) => string | undefined;
  ruleText?: (id: string) => string | undefined;
}

export const docsIndexFile: string;
export function parseDocSource(source: string, context?: ParseContext): ParsedDocSource;
export function buildDocsIndex(): import('../components/docs/search-index').DocsIndex;
export const COMMAND: string;
export function renderGenerated(): Promise<string>;
