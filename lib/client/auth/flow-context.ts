import type { AuthEvent, AuthStep } from '../timeline-event';
import type { AuthHttpContext } from './auth-http';

/** Why a step stopped the flow, with the exact fix. */
export interface StepFailure {
  step: AuthStep;
  message: string;
  fix?: string;
  status?: number;
}

export type StepOutcome<T> = { ok: true; value: T } | { ok: false; failure: StepFailure };

export function stepOk<T>(value: T): StepOutcome<T> {
  return { ok: true, value };
}

export function stepFail<T = never>(
  step: AuthStep,
  message: string,
  fix?: string,
  status?: number,
): StepOutcome<T> {
  return {
    ok: false,
    failure: {
      step,
      message,
      ...(fix !== undefined ? { fix } : {}),
      ...(status !== undefined ? { status } : {}),
    },
  };
}

/** What each step of one authorization flow shares. */
export interface FlowContext {
  http: AuthHttpContext;
  flowId: string;
  operationId?: string;
  signal?: AbortSignal;
  timeoutMs: number;
  maxBytes: number;
  /** Records one step event on the timeline. */
  note(
    step: AuthStep,
    status: AuthEvent['status'],
    message: string,
    extra?: { exchangeId?: string; fix?: string; detail?: Record<string, unknown> },
  ): void;
  /** True where a failed fetch most likely is a CORS refusal (a browser client). */
  browser: boolean;
}

/**
 * The fix for a fetch that failed at the network level. In a browser that is usually CORS: the
 * page cannot tell, so it names the headers the endpoint must send.
 */
export function networkFix(ctx: FlowContext, url: string, method: 'GET' | 'POST'): string {
  let origin = url;
  try {
    origin = new URL(url).origin;
  } catch {
    // keep the text
  }
  if (!ctx.browser) return `Check that ${origin} is reachable from this machine.`;
  return method === 'GET'
    ? `If ${origin} is up, it most likely lacks CORS headers: ${url} must answer GET with Access-Control-Allow-Origin (the page's origin, or *). A browser-direct client cannot read it otherwise.`
    : `If ${origin} is up, it most likely lacks CORS headers: ${url} must answer the preflight (OPTIONS) and the POST with Access-Control-Allow-Origin, and allow the Content-Type and Authorization request headers. A browser-direct client cannot reach it otherwise.`;
}
