import { BAD_CREDENTIALS_MESSAGE, ErrorCode } from '@visadesk/contract/errors';
import { ApiError, referenceArg } from './api-error';

export interface TokenStore {
  getAccessToken(): string | undefined;
  getRefreshToken(): string | undefined;
  setTokens(accessToken: string, refreshToken: string): void;
}

/** Side effects are injected so the refresh queue and toasts can be unit-tested. */
export interface HttpClientDeps {
  baseUrl?: string;
  fetch?: typeof fetch;
  tokens: TokenStore;
  /** Shows one error toast; `code` lets the app swap in a translated text; `reference` is quoted. */
  notify(message: string, code: string, reference?: string): void;
  /** Called once when a refresh fails; clears the session and goes to login. */
  logout(): void;
  networkErrorMessage(): string;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Skip error toasts (the caller shows its own UI). */
  silent?: boolean;
}

const REFRESH_PATH = '/auth/refreshAdminToken';
/** A 401 from these means "wrong credentials / dead refresh token", never "renew and retry". */
const NO_REFRESH_PATHS = new Set(['/auth/loginAdmin', REFRESH_PATH]);

export function createHttpClient(deps: HttpClientDeps) {
  const baseUrl = deps.baseUrl ?? '/api';
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  // The one refresh in flight; every 401 in the meantime awaits it (seed-spec §4).
  let refreshing: Promise<string> | null = null;

  function url(path: string, query?: RequestOptions['query']): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    const qs = params.toString();
    return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async function send(method: string, path: string, opts: RequestOptions, token: string | undefined) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers, signal: opts.signal };
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(opts.body);
    }
    try {
      return await doFetch(url(path, opts.query), init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      const apiError = new ApiError(0, 'NETWORK_ERROR', deps.networkErrorMessage());
      if (!opts.silent) deps.notify(apiError.message, apiError.code);
      throw apiError;
    }
  }

  async function readBody(res: Response): Promise<unknown> {
    if (res.status === 204) return undefined;
    const text = await res.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  async function refreshTokens(): Promise<string> {
    const refreshToken = deps.tokens.getRefreshToken();
    try {
      if (!refreshToken) throw new Error('no refresh token');
      const res = await doFetch(url(REFRESH_PATH), {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      const body = (await readBody(res)) as { access_token?: unknown; refresh_token?: unknown } | undefined;
      if (!res.ok || typeof body?.access_token !== 'string' || typeof body.refresh_token !== 'string') {
        throw new Error(`refresh failed with ${res.status}`);
      }
      deps.tokens.setTokens(body.access_token, body.refresh_token);
      return body.access_token;
    } catch {
      deps.logout();
      throw new ApiError(401, ErrorCode.TOKEN_INVALID, 'Session expired');
    }
  }

  function renewToken(): Promise<string> {
    refreshing ??= refreshTokens().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function fail(error: ApiError, opts: RequestOptions): never {
    // Seed-spec §8: one toast per message (a list gives several), then re-throw.
    if (!opts.silent)
      for (const message of error.messages) deps.notify(message, error.code, ...referenceArg(error));
    throw error;
  }

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const sentWith = deps.tokens.getAccessToken();
    let res = await send(method, path, opts, sentWith);
    let body = await readBody(res);

    if (res.status === 401 && !NO_REFRESH_PATHS.has(path)) {
      const error = ApiError.fromBody(401, body, res.statusText || 'Unauthorized');
      if (error.message === BAD_CREDENTIALS_MESSAGE || !sentWith) fail(error, opts);
      const current = deps.tokens.getAccessToken();
      // Someone already renewed while this request was in flight: just retry with the new token.
      const token = current && current !== sentWith ? current : await renewToken();
      res = await send(method, path, opts, token);
      body = await readBody(res);
    }

    if (!res.ok) {
      const requestId = res.headers.get('x-request-id');
      fail(ApiError.fromBody(res.status, body, res.statusText || `HTTP ${res.status}`, requestId), opts);
    }
    return body as T;
  }

  return {
    request,
    /** The shared refresh queue, for transports other than fetch (uploads with progress). */
    renewToken,
    get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
