/** Which response forms the client's `Accept` header allows. */
export interface AcceptedForms {
  json: boolean;
  sse: boolean;
}

/**
 * Reads `Accept`. A client must list both `application/json` and `text/event-stream`. No header
 * counts as both (curl and hand-written scripts still work); wildcards count as what they cover;
 * a `q=0` entry excludes its type. A header that allows neither still gets JSON: the spec names
 * no status for it, and a readable JSON-RPC answer helps more than a bare 406.
 */
export function acceptedForms(accept: string | null): Readonly<AcceptedForms> {
  // Clients send the same header on every request: the last answer is kept.
  if (accept === last.accept) return last.forms;
  const forms = FORMS[formsIndex(parseAccept(accept))]!;
  last = { accept, forms };
  return forms;
}

/** The four possible answers, shared and frozen (callers only read them). */
const FORMS: readonly Readonly<AcceptedForms>[] = [
  Object.freeze({ json: false, sse: false }),
  Object.freeze({ json: true, sse: false }),
  Object.freeze({ json: false, sse: true }),
  Object.freeze({ json: true, sse: true }),
];
const formsIndex = (forms: AcceptedForms) => (forms.json ? 1 : 0) + (forms.sse ? 2 : 0);
let last: { accept: string | null; forms: Readonly<AcceptedForms> } = { accept: null, forms: FORMS[3]! };

function parseAccept(accept: string | null): AcceptedForms {
  if (accept === null || accept.trim() === '') return { json: true, sse: true };
  const forms = { json: false, sse: false };
  for (const part of accept.split(',')) {
    const [rawType = '', ...parameters] = part.split(';');
    const type = rawType.trim().toLowerCase();
    const q = parameters.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    if (type === 'application/json') forms.json = true;
    else if (type === 'text/event-stream') forms.sse = true;
    else if (type === '*/*') {
      forms.json = true;
      forms.sse = true;
    } else if (type === 'application/*') forms.json = true;
    else if (type === 'text/*') forms.sse = true;
  }
  if (!forms.json && !forms.sse) forms.json = true;
  return forms;
}
