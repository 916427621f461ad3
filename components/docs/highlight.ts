import type { HighlighterCore } from 'shiki/core';
import { createHighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

/** One coloured run of text: its light and dark theme colours as CSS variables. */
export interface CodeToken {
  content: string;
  style?: Record<string, string>;
}

export type HighlightLanguage = 'json' | 'jsonc';

// The same two themes as rehype-pretty-code in next.config.ts, so embeds and fenced code look alike.
const THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-dimmed' } as const;

let highlighter: Promise<HighlighterCore> | undefined;

/** One shared highlighter per server process; it only runs while pages are prerendered. */
function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [
      import('@shikijs/themes/github-light-high-contrast'),
      import('@shikijs/themes/github-dark-dimmed'),
    ],
    langs: [import('@shikijs/langs/json'), import('@shikijs/langs/jsonc')],
    // The JavaScript regex engine needs no WebAssembly, which keeps the server bundle simple.
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/**
 * Splits code into lines of coloured tokens at build time (server components only), so no
 * highlighter ships to the browser. Colours come as `--shiki-light` / `--shiki-dark` variables that
 * the global CSS picks from according to the theme.
 */
export async function highlightLines(code: string, lang: HighlightLanguage): Promise<CodeToken[][]> {
  const h = await getHighlighter();
  const { tokens } = h.codeToTokens(code.replace(/\n$/, ''), { lang, themes: THEMES, defaultColor: false });
  return tokens.map((line) =>
    line.map((t) => ({
      content: t.content,
      style:
        t.htmlStyle && typeof t.htmlStyle === 'object' ? (t.htmlStyle as Record<string, string>) : undefined,
    })),
  );
}
