import { ErrorCode } from '@visadesk/contract';
import { AppError } from '../../lib/http/errors';

export interface ProviderCall {
  timeoutMs: number;
  /** Attempts after the first, for network failures, timeouts and 5xx answers only. */
  retries?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const providerUnavailable = (provider: string) =>
  new AppError(
    502,
    ErrorCode.UNAVAILABLE,
    `${provider} did not answer; nothing was charged, please try again`,
  );

/**
 * Calls a payment provider with a timeout, retrying transient failures with exponential backoff
 * (200 ms, 400 ms, …). A 4xx answer is final: repeating a refused request will not change it.
 */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit,
  options: ProviderCall,
): Promise<Response> {
  const attempts = 1 + (options.retries ?? 2);
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(200 * 2 ** (attempt - 1));
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      if (res.status < 500) return res;
    } catch {
      // network error or timeout: try again while attempts remain
    }
  }
  throw providerUnavailable(provider);
}
