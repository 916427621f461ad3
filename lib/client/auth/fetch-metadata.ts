import type { AuthStep } from '../timeline-event';
import { authRequest } from './auth-http';
import { type FlowContext, networkFix, type StepOutcome, stepFail, stepOk } from './flow-context';

export interface FoundMetadata {
  url: string;
  exchangeId: string;
  json: unknown;
  text: string;
}

export interface MetadataWording {
  /** "the protected resource metadata", "the metadata of https://as.example" */
  what: string;
  /** The fix when a candidate redirects elsewhere, is too large or is not UTF-8. */
  badTransportFix: string;
  /** The fix when no candidate has it. */
  notFoundFix: string;
}

/**
 * GETs the candidate metadata URLs in order until one answers 200: a 404 or another status moves
 * on to the next (recorded as an attempt); a redirect to another origin, a body past the limit or
 * one that is not UTF-8 ends the search with `badTransportFix`.
 */
export async function fetchMetadata(
  ctx: FlowContext,
  step: AuthStep,
  urls: readonly string[],
  wording: MetadataWording,
): Promise<StepOutcome<FoundMetadata>> {
  const { badTransportFix } = wording;
  let network: { url: string; message: string } | undefined;
  const tried: string[] = [];
  for (const url of urls) {
    tried.push(url);
    const got = await authRequest(ctx.http, {
      purpose: 'auth-metadata',
      ...(ctx.operationId !== undefined ? { operationId: ctx.operationId } : {}),
      method: 'GET',
      url,
      maxBytes: ctx.maxBytes,
      timeoutMs: ctx.timeoutMs,
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    });
    if (!got.ok) {
      if (got.problem === 'aborted') return stepFail(step, 'The authorization was cancelled.');
      if (got.problem === 'redirect' || got.problem === 'too-large' || got.problem === 'not-utf8') {
        ctx.note(step, 'failed', got.message, { exchangeId: got.exchangeId, fix: badTransportFix });
        return stepFail(step, got.message, badTransportFix);
      }
      if (got.problem === 'network') network ??= { url, message: got.message };
      ctx.note(step, 'attempt', got.message, { exchangeId: got.exchangeId, detail: { url } });
      continue;
    }
    if (got.status !== 200) {
      ctx.note(step, 'attempt', `${url} answered HTTP ${got.status}.`, {
        exchangeId: got.exchangeId,
        detail: { url },
      });
      continue;
    }
    return stepOk({ url, exchangeId: got.exchangeId, json: got.json, text: got.text });
  }
  const described = network
    ? `${wording.what} could not be fetched: ${network.message}`
    : `${wording.what} was not found (tried ${tried.join(', ')}).`;
  const message = described.charAt(0).toUpperCase() + described.slice(1);
  const fix = network ? networkFix(ctx, network.url, 'GET') : wording.notFoundFix;
  ctx.note(step, 'failed', message, { fix });
  return stepFail(step, message, fix);
}
