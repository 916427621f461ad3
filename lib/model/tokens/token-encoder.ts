/** Counts the tokens of a text with one tokenizer. */
export interface TokenEncoder {
  count(text: string): number;
  /** js-tiktoken's own `encode(text).length`, without the piece memo: slower; the tests' reference. */
  encodeLength?(text: string): number;
}

/** How the offline estimate is made, as the view and the CLI name it. */
export const OFFLINE_METHOD = 'o200k_base (js-tiktoken)';

let loading: Promise<TokenEncoder> | undefined;

/** Distinct pieces remembered: tool lists repeat the same words and JSON punctuation endlessly. */
const MEMO_LIMIT = 200_000;

/**
 * js-tiktoken's o200k_base encoder (the tokenizer of OpenAI's GPT-4o and later models), loaded on
 * first use and kept: its ranks are 2.3 MB, so nothing imports them until a count is asked for
 * (the import() becomes a chunk of its own in the site's and the CLI's bundles).
 *
 * Counting splits the text with the encoding's own pre-tokenizer pattern, as tiktoken does, and
 * byte-pair-encodes each piece once: BPE never merges across pieces, so the sum is exactly
 * `encode(text).length`, and the pieces that recur (`":"`, ` the`, `description`…) cost a map
 * lookup instead of js-tiktoken's string-keyed merge loop.
 */
export function loadO200kEncoder(): Promise<TokenEncoder> {
  loading ??= (async () => {
    const [{ Tiktoken }, ranks] = await Promise.all([
      import('js-tiktoken/lite'),
      import('js-tiktoken/ranks/o200k_base'),
    ]);
    const tiktoken = new Tiktoken(ranks.default);
    const pieces = new RegExp(ranks.default.pat_str, 'gu');
    const memo = new Map<string, number>();
    return {
      count(text) {
        let total = 0;
        for (const [piece] of text.matchAll(pieces)) {
          let tokens = memo.get(piece);
          if (tokens === undefined) {
            // Special-token text in a description ("<|endoftext|>") is counted as plain text, as
            // a provider counts it in a tool definition; the default would throw on it.
            tokens = tiktoken.encode(piece, [], []).length;
            if (memo.size < MEMO_LIMIT) memo.set(piece, tokens);
          }
          total += tokens;
        }
        return total;
      },
      encodeLength: (text) => tiktoken.encode(text, [], []).length,
    };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
