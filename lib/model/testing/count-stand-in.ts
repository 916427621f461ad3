import { isObject } from '../../json/is-object';

/**
 * A stand-in for the three token-count endpoints, as a web-standard handler that tests host on
 * 127.0.0.1. It checks each request the way the documentation describes it (method, path, headers,
 * the key in a header and never in the URL, the body's required fields and the tools' shape) and
 * answers with the documented reply and error bodies: Anthropic `{input_tokens}` and `{type:"error",
 * error:{type,message}}`, OpenAI `{object:"response.input_tokens", input_tokens}` and
 * `{error:{message,type,code}}` (a wrong key is echoed half-masked, as OpenAI does), Gemini
 * `{totalTokens}` and `{error:{code,message,status}}` (a wrong key is a 400). Counts are a fixed
 * function of the request (see `standInCount`), so tests can predict them.
 */
export interface CountStandInOptions {
  keys: { anthropic: string; openai: string; gemini: string };
  /** Answer this many requests (of any provider) with 429 and this Retry-After first. */
  rateLimit?: { times: number; retryAfter: string };
  /** Answer 529 (overloaded) this many times first (Anthropic's code; others get 503). */
  overloaded?: number;
}

export interface RecordedCount {
  provider: 'anthropic' | 'openai' | 'gemini';
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Tokens the stand-in charges for the prompt and per tool: predictable, and not additive. */
export const STAND_IN_PROMPT_TOKENS = 8;
export const STAND_IN_TOOL_PREAMBLE = 300;

/** The count the stand-in gives for a list of tools: a quarter of its JSON's length, plus overheads. */
export function standInCount(provider: RecordedCount['provider'], tools: unknown[] | undefined): number {
  if (!tools || tools.length === 0) return STAND_IN_PROMPT_TOKENS;
  const toolTokens = Math.ceil(JSON.stringify(tools).length / 4);
  return STAND_IN_PROMPT_TOKENS + toolTokens + (provider === 'anthropic' ? STAND_IN_TOOL_PREAMBLE : 0);
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-api-key, anthropic-version, anthropic-dangerous-direct-browser-access, authorization, x-goog-api-key',
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...CORS, ...headers },
  });

const errors = {
  anthropic: (status: number, type: string, message: string) =>
    json(status, { type: 'error', error: { type, message } }),
  openai: (status: number, code: string, message: string) =>
    json(status, { error: { message, type: 'invalid_request_error', param: null, code } }),
  gemini: (status: number, state: string, message: string) =>
    json(status, { error: { code: status, message, status: state } }),
};

function bad(provider: RecordedCount['provider'], message: string): Response {
  if (provider === 'anthropic') return errors.anthropic(400, 'invalid_request_error', message);
  if (provider === 'openai') return errors.openai(400, 'invalid_request', message);
  return errors.gemini(400, 'INVALID_ARGUMENT', message);
}

const masked = (key: string) =>
  `${key.slice(0, 3)}${'*'.repeat(Math.max(0, key.length - 7))}${key.slice(-4)}`;

export function createCountStandIn(options: CountStandInOptions) {
  const requests: RecordedCount[] = [];
  let rateLimited = 0;
  let overloaded = 0;

  async function handle(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    const url = new URL(request.url);
    const provider: RecordedCount['provider'] | undefined =
      url.pathname === '/v1/messages/count_tokens'
        ? 'anthropic'
        : url.pathname === '/v1/responses/input_tokens'
          ? 'openai'
          : /^\/v1beta\/models\/[^/]+:countTokens$/.test(url.pathname)
            ? 'gemini'
            : undefined;
    if (!provider) return json(404, { error: { message: `no endpoint at ${url.pathname}` } });
    if (request.method !== 'POST') return bad(provider, 'POST only');
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return bad(provider, 'The body is not JSON.');
    }
    requests.push({ provider, url: request.url, headers, body });
    if (url.search !== '') return bad(provider, 'Unexpected query string (keys go in headers).');
    if (rateLimited < (options.rateLimit?.times ?? 0)) {
      rateLimited++;
      const retry = { 'retry-after': options.rateLimit!.retryAfter };
      if (provider === 'anthropic')
        return json(
          429,
          { type: 'error', error: { type: 'rate_limit_error', message: 'Rate limited.' } },
          retry,
        );
      if (provider === 'openai')
        return json(
          429,
          { error: { message: 'Rate limit reached.', type: 'requests', code: 'rate_limit_exceeded' } },
          retry,
        );
      return json(
        429,
        { error: { code: 429, message: 'Resource exhausted.', status: 'RESOURCE_EXHAUSTED' } },
        retry,
      );
    }
    if (overloaded < (options.overloaded ?? 0)) {
      overloaded++;
      return provider === 'anthropic'
        ? errors.anthropic(529, 'overloaded_error', 'Overloaded')
        : json(503, { error: { message: 'Service unavailable.' } });
    }
    if (!isObject(body)) return bad(provider, 'The body is not an object.');
    switch (provider) {
      case 'anthropic': {
        if (headers['x-api-key'] !== options.keys.anthropic)
          return errors.anthropic(401, 'authentication_error', 'invalid x-api-key');
        if (headers['anthropic-version'] !== '2023-06-01')
          return bad(provider, 'anthropic-version: header is required');
        if (headers['content-type'] !== 'application/json')
          return bad(provider, 'content-type must be application/json');
        if (typeof body.model !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0)
          return bad(provider, 'model: Field required; messages: Field required');
        const tools = body.tools;
        if (tools !== undefined) {
          if (!Array.isArray(tools)) return bad(provider, 'tools: Input should be a valid list');
          for (const [i, t] of tools.entries())
            if (!isObject(t) || typeof t.name !== 'string' || !isObject(t.input_schema))
              return bad(provider, `tools.${i}: name and input_schema are required`);
        }
        return json(200, { input_tokens: standInCount(provider, tools as unknown[] | undefined) });
      }
      case 'openai': {
        const expected = `Bearer ${options.keys.openai}`;
        if (headers.authorization !== expected) {
          const given = (headers.authorization ?? '').replace(/^Bearer /, '');
          return errors.openai(
            401,
            'invalid_api_key',
            `Incorrect API key provided: ${masked(given)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
          );
        }
        if (typeof body.model !== 'string') return bad(provider, "Missing required parameter: 'model'.");
        const tools = body.tools;
        if (tools !== undefined) {
          if (!Array.isArray(tools)) return bad(provider, "Invalid type for 'tools'.");
          for (const [i, t] of tools.entries())
            if (!isObject(t) || t.type !== 'function' || typeof t.name !== 'string' || 'function' in t)
              return bad(provider, `Invalid value for 'tools[${i}]': expected a Responses function tool.`);
        }
        return json(200, {
          object: 'response.input_tokens',
          input_tokens: standInCount(provider, tools as unknown[] | undefined),
        });
      }
      case 'gemini': {
        if (headers['x-goog-api-key'] !== options.keys.gemini)
          return errors.gemini(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
        const inner = body.generateContentRequest;
        if (!isObject(inner) || typeof inner.model !== 'string' || !Array.isArray(inner.contents))
          return bad(provider, 'generateContentRequest.model and contents are required.');
        if (
          inner.model !==
          `models/${decodeURIComponent(url.pathname.split('/')[3]!.replace(/:countTokens$/, ''))}`
        )
          return bad(provider, 'generateContentRequest.model must name the model of the URL.');
        let declarations: unknown[] | undefined;
        if (inner.tools !== undefined) {
          const first = Array.isArray(inner.tools) ? inner.tools[0] : undefined;
          if (!isObject(first) || !Array.isArray(first.functionDeclarations))
            return bad(provider, 'tools[0].functionDeclarations is required.');
          declarations = first.functionDeclarations;
        }
        return json(200, { totalTokens: standInCount(provider, declarations) });
      }
    }
  }

  return { handle, requests };
}
