'use client';

import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { revealHiddenCharacters } from '@/lib/validate/rules/hidden-characters';
import { MARKDOWN_CLASS } from './markdown-class';
import { markdownUrl, safeHttpUrl } from './safe-url';

interface HastNode {
  type: string;
  value?: string;
  children?: HastNode[];
}

/**
 * Raw HTML in a description is shown as the text it is, not dropped: a model reads it, so the
 * person must see it too (`<img src=x onerror=…>` appears literally, and never runs).
 */
function rawHtmlAsText() {
  const walk = (node: HastNode) => {
    if (node.type === 'raw') node.type = 'text';
    node.children?.forEach(walk);
  };
  return (tree: HastNode) => walk(tree);
}

const components: Components = {
  // Links only to http(s) and mailto (see markdownUrl), opened without our window or referrer, with
  // the real destination spelled out so a label cannot lie about it.
  a({ href, children }) {
    const url = href ? safeHttpUrl(href) : undefined;
    if (!href) return <span>{children}</span>;
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-sky-800 underline dark:text-sky-300"
      >
        {children}
        {url ? <span className="text-xs text-slate-500 dark:text-slate-400"> ({url.host})</span> : null}
      </a>
    );
  },
  // Remote images would tell a server who reads its descriptions: shown as text.
  img({ src, alt }) {
    return (
      <span className="rounded bg-slate-100 px-1 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        [image{alt ? `: ${alt}` : ''}
        {typeof src === 'string' && src ? ` — ${src.slice(0, 120)}` : ''}]
      </span>
    );
  },
};

/**
 * Server text rendered as markdown, safely: HTML shown as text, then rehype-sanitize (GitHub's
 * allow-list), links restricted to safe schemes, images never fetched, hidden characters revealed.
 * Never `dangerouslySetInnerHTML`.
 */
export default function MarkdownText({ text }: { text: string }) {
  return (
    <div className={MARKDOWN_CLASS}>
      <Markdown
        rehypePlugins={[rawHtmlAsText, rehypeSanitize]}
        urlTransform={markdownUrl}
        components={components}
      >
        {revealHiddenCharacters(text)}
      </Markdown>
    </div>
  );
}
