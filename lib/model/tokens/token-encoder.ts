/** Counts the tokens of a text with one tokenizer. */
export interface TokenEncoder {
  count(text: string): number;
}

/** How the offline estimate is made, as the view and the CLI name it. */
export const OFFLINE_METHOD = 'o200k_base (js-tiktoken)';

let loading: Promise<TokenEncoder> | undefined;

/**
 * js-tiktoken's o200k_base encoder (the tokenizer of OpenAI's GPT-4o and later models), loaded on
 * first use and kept: its ranks are 2.3 MB, so nothing imports them until a count is asked for
 * (the import() becomes a chunk of its own in the site's and the CLI's bundles).
 */
export function loadO200kEncoder(): Promise<TokenEncoder> {
  loading ??= (async () => {
    const [{ Tiktoken }, ranks] = await Promise.all([
      import('js-tiktoken/lite'),
      import('js-tiktoken/ranks/o200k_base'),
    ]);
    const tiktoken = new Tiktoken(ranks.default);
    // Special-token text in a description ("<|endoftext|>") is counted as plain text, as a
    // provider counts it in a tool definition; the default would throw on it.
    return { count: (text) => tiktoken.encode(text, [], []).length };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
