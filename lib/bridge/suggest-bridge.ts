import { LOCAL_SITE_ORIGINS } from './bridge-guard';
import { shellWords } from './shell-words';

export interface BridgeSuggestion {
  /** For an HTTP server at the address (CORS and mixed content solved on this machine). */
  target?: string;
  /** For a stdio server; the user puts their own command where the placeholder is. */
  stdio: string;
}

/** The placeholder in {@link BridgeSuggestion.stdio}. */
export const SERVER_COMMAND_PLACEHOLDER = '<your server command>';

/**
 * The exact `mcp-tool-lab bridge` command lines for a page at `pageOrigin` that failed to reach
 * `targetUrl`. `--site` names the page's origin unless it is one the bridge allows anyway (the
 * lab run locally on port 3000), so the bridge lets this very page in and its link opens here.
 */
export function suggestBridge(input: { pageOrigin: string; targetUrl?: string }): BridgeSuggestion {
  let site: string[] = [];
  try {
    const origin = new URL(input.pageOrigin).origin;
    if (origin !== 'null' && !(LOCAL_SITE_ORIGINS as readonly string[]).includes(origin))
      site = ['--site', origin];
  } catch {
    // No usable page origin: the defaults apply.
  }
  let target: string | undefined;
  if (input.targetUrl) {
    try {
      const url = new URL(input.targetUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') {
        target = shellWords(['npx', 'mcp-tool-lab', 'bridge', '--target', url.href, ...site]);
      }
    } catch {
      target = undefined;
    }
  }
  return {
    ...(target ? { target } : {}),
    stdio: `${shellWords(['npx', 'mcp-tool-lab', 'bridge', ...site, '--'])} ${SERVER_COMMAND_PLACEHOLDER}`,
  };
}
