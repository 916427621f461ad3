import { CodeLines } from './code-lines';
import { type HighlightLanguage, highlightLines } from './highlight';

interface CodeBlockProps {
  code: string;
  lang?: HighlightLanguage;
  className?: string;
}

/** Code highlighted while the page is prerendered (see CodeLines for the markup). */
export async function CodeBlock({ code, lang = 'json', className }: CodeBlockProps) {
  return <CodeLines lines={await highlightLines(code, lang)} lang={lang} className={className} />;
}
