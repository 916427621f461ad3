import { type CSSProperties, Fragment } from 'react';
import { cn } from '@/components/ui/cn';
import type { CodeToken } from './highlight';

interface CodeLinesProps {
  lines: readonly (readonly CodeToken[])[];
  lang: string;
  className?: string;
}

/**
 * Highlighted lines in the markup rehype-pretty-code produces for fenced code, so the global styles
 * and both themes apply alike. Rendered on the server (CodeBlock) and in the page (a rule's examples,
 * loaded when opened); the tokens come from the build, no highlighter runs in the browser.
 */
export function CodeLines({ lines, lang, className }: CodeLinesProps) {
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
