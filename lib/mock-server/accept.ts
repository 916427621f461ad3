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
export function acceptedForms(accept: string | null): AcceptedForms {
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
