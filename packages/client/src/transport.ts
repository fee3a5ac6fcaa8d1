import type { Route } from '@visadesk/contract/endpoints';
import { buildUrl } from './url';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The page's fetch, looked up at call time (tests stub the global). */
export const globalFetch: Fetch = (input, init) => fetch(input, init);

export interface SendOptions {
  params?: object | undefined;
  query?: object | undefined;
  body?: unknown;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
  keepalive?: boolean | undefined;
  baseUrl?: string | undefined;
}

/**
 * One request to a route, JSON in and nothing else: no token, no renewal, no error handling.
 * fetch is called before this returns, so a caller that does not await still sends it.
 */
export function send(
  route: Route,
  options: SendOptions = {},
  doFetch: Fetch = globalFetch,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: route.method, headers };
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  return doFetch(buildUrl(route, options.params, options.query, options.baseUrl), init);
}

/** A response's body: undefined when empty (204), the JSON when it parses, else the text. */
export async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
