// One place where model API keys are taken out of text: every agent event, error message, report
// and export of lib/model and lib/eval passes through a scrubber made from the keys in use. It
// builds on lib/client/auth/redact.ts (the same mask, the same deep walk used for timelines) and
// adds the forms a provider or a proxy may echo a key in: URL-encoded, JSON-escaped, or cut to
// its random tail.
import { redactSecrets, scrubSecrets } from '../client/auth/redact';

export interface SecretScrubber {
  /** The text with every known secret (and its echoed forms) replaced by `<redacted>`. */
  text(text: string): string;
  /** A deep copy of a JSON-like value with every string (and key) scrubbed. */
  value<T>(value: T): T;
  /** An error's message (or the value as text), scrubbed. */
  error(error: unknown): string;
  /** True when there is nothing to scrub (no usable secret given). */
  readonly empty: boolean;
}

/** Characters of a key's tail that are redacted on their own (long keys only: that part is random). */
const TAIL = 12;

/** The forms of one secret to look for, longest first (so the whole key goes before its tail). */
function formsOf(secret: string): string[] {
  const forms = new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]);
  if (secret.length >= 20) forms.add(secret.slice(-TAIL));
  return [...forms].filter((f) => f.length >= 8).sort((a, b) => b.length - a.length);
}

/** A scrubber for these secrets (undefined and strings shorter than 8 characters are ignored). */
export function createSecretScrubber(secrets: readonly (string | undefined)[]): SecretScrubber {
  const forms = [
    ...new Set(secrets.filter((s): s is string => typeof s === 'string' && s.length >= 8).flatMap(formsOf)),
  ];
  const text = (value: string) => (forms.length === 0 ? value : redactSecrets(value, forms));
  return {
    text,
    value: (value) => (forms.length === 0 ? value : scrubSecrets(value, forms)),
    error: (error) =>
      text(
        error instanceof Error
          ? error.message
          : typeof error === 'string'
            ? error
            : (() => {
                try {
                  return JSON.stringify(error) ?? String(error);
                } catch {
                  return String(error);
                }
              })(),
      ),
    empty: forms.length === 0,
  };
}
