/**
 * Local model servers that speak the OpenAI Chat Completions API, with the address they listen on
 * by default and how each lets a web page's origin call it. The page calls them from the browser,
 * so the server must answer the CORS preflight for this site's origin.
 *
 * Sources (checked 2026-12):
 * - Ollama (envconfig AllowedOrigins, and its FAQ): pages from http(s)://localhost, 127.0.0.1 and
 *   0.0.0.0 on any port are allowed by default; more origins through the OLLAMA_ORIGINS
 *   environment variable (comma-separated, `*` wildcards), read when `ollama serve` starts.
 *   OpenAI-compatible API under /v1 on port 11434.
 * - LM Studio: "Enable CORS" in the Developer tab's server settings, or `lms server start --cors`;
 *   port 1234, OpenAI-compatible API under /v1.
 * - vLLM `vllm serve`: `--allowed-origins` takes a JSON list and defaults to ["*"] (any origin),
 *   likewise `--allowed-methods` and `--allowed-headers`; port 8000, API under /v1.
 * - llama.cpp `llama-server` (tools/server/README.md, section CORS): by default it reflects any
 *   Origin back with credentials allowed; with `--tools` or `--agent` the default becomes
 *   `localhost` only; `--cors-origins` overrides either. Port 8080, API under /v1.
 */

export interface LocalServer {
  id: 'ollama' | 'lm-studio' | 'vllm' | 'llama-cpp';
  label: string;
  baseUrl: string;
  exampleModel: string;
  /** How the server lets this page's origin in; `origin` is the page's own. */
  corsNote(origin: string): string;
  /** A command or setting to copy, when there is one. */
  corsCommand?(origin: string): string;
}

export const LOCAL_SERVERS: readonly LocalServer[] = [
  {
    id: 'ollama',
    label: 'Ollama',
    baseUrl: 'http://localhost:11434/v1',
    exampleModel: 'llama3.2',
    corsNote: (origin) =>
      isLocalOrigin(origin)
        ? 'Ollama accepts pages served from localhost, 127.0.0.1 and 0.0.0.0 (any port) without any setting.'
        : `Ollama only accepts pages from localhost, 127.0.0.1 and 0.0.0.0 unless told otherwise: start it with OLLAMA_ORIGINS set to ${origin} (restart Ollama after setting it).`,
    corsCommand: (origin) => `OLLAMA_ORIGINS=${origin} ollama serve`,
  },
  {
    id: 'lm-studio',
    label: 'LM Studio',
    baseUrl: 'http://localhost:1234/v1',
    exampleModel: 'qwen2.5-7b-instruct',
    corsNote: () =>
      'LM Studio refuses other origins until CORS is on: switch on "Enable CORS" in the Developer tab\'s server settings, or start the server with the command below.',
    corsCommand: () => 'lms server start --cors',
  },
  {
    id: 'vllm',
    label: 'vLLM',
    baseUrl: 'http://localhost:8000/v1',
    exampleModel: 'Qwen/Qwen2.5-7B-Instruct',
    corsNote: (origin) =>
      `vllm serve allows any origin by default (--allowed-origins defaults to ["*"]). If it was started with a narrower list, add ${origin} to it.`,
    corsCommand: (origin) => `vllm serve MODEL --allowed-origins '["${origin}"]'`,
  },
  {
    id: 'llama-cpp',
    label: 'llama.cpp server',
    baseUrl: 'http://localhost:8080/v1',
    exampleModel: 'default',
    corsNote: (origin) =>
      `llama-server answers any origin by default, but only localhost pages once --tools or --agent is on; --cors-origins ${origin} lets this page in either way.`,
    corsCommand: (origin) => `llama-server -m MODEL.gguf --cors-origins ${origin}`,
  },
];

/** The local server whose default address this is (same host kind and port), if any. */
export function localServerAt(baseUrl: string): LocalServer | undefined {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return undefined;
  }
  if (!isLoopbackHostname(url.hostname)) return undefined;
  return LOCAL_SERVERS.find((s) => new URL(s.baseUrl).port === url.port);
}

function isLoopbackHostname(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function isLocalOrigin(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '0.0.0.0';
  } catch {
    return false;
  }
}
