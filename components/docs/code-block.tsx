import { type CSSProperties, Fragment } from 'react';
import { cn } from '@/components/ui/cn';
import { type HighlightLanguage, highlightLines } from './highlight';

interface CodeBlockProps {
  code: string;
  lang?: HighlightLanguage;
  className?: string;
}

/**
 * Code highlighted while the page is prerendered, in the markup rehype-pretty-code produces for
 * fenced code, so the global styles and both themes apply to it alike.
 */
export async function CodeBlock({ code, lang = 'json', className }: CodeBlockProps) {
  const lines = await highlightLines(code, lang);
  return (
    <figure data-rehype-pretty-code-figure="" className={cn('not-prose my-0', className)}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre tabIndex={0} className="max-h-[32rem] text-[0.8125rem]">
        <code data-language={lang} data-theme="github-light-high-contrast github-dark-dimmed">
          {lines.map((line, i) => (
            <Fragment key={i}>
              <span data-line="">
                {line.map((token, j) => (
                  <span key={j} style={token.style as CSSProperties | undefined}>
                    {token.content}
                  </span>
                ))}
              </span>
              {i < lines.length - 1 ? '\n' : null}
            </Fragment>
          ))}
        </code>
      </pre>
    </figure>
  );
}
