import type { ExampleEntry } from '@/content/examples/example-entry';

/** Starts loading the examples' texts (a separate chunk, ~24 kB gzip) without waiting for it. */
export function prefetchExamples(): void {
  void import('@/content/examples/get-example').catch(() => undefined);
}

/**
 * An example's full entry and, for a tools/call result, the definition it is checked against. The
 * texts are not part of the page's first load: the module holding them is imported the first time
 * an example is chosen, then cached by the browser.
 */
export async function loadExample(
  id: string,
): Promise<{ example: ExampleEntry; tool?: ExampleEntry } | undefined> {
  const { getExample } = await import('@/content/examples/get-example');
  const example = getExample(id);
  if (!example) return undefined;
  return { example, tool: example.tool ? getExample(example.tool) : undefined };
}
