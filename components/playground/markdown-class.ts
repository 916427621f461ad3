/** The wrapper of rendered markdown, the same whether the renderer was needed or not. */
export const MARKDOWN_CLASS =
  'prose prose-sm max-w-none break-words dark:prose-invert prose-pre:whitespace-pre-wrap';
