import { clearSession, getSession, setTokens } from '../session/session';

/** An answer in the contract's error shape (or a network failure, status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string[] = [],
    readonly requestId?: string,
  ) {
    super(message);
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh at a time: every request that met a 401 waits for the same new token pair.
 * Exported for calls that cannot go through api() (uploads with progress use XMLHttpRequest).
 */
export function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = getSession()?.refreshToken;
    if (!refreshToken) return false;
    const res = await fetch('/api/auth/refreshUserToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    }).catch(() => null);
    if (!res?.ok) {
      if (res && res.status === 401) clearSession();
      return false;
    }
    const pair = (await res.json()) as { access_token: string; refresh_token: string };
    setTokens(pair.access_token, pair.refresh_token);
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** An error answer's body (the contract's error shape, or anything else) as an ApiError. */
export function apiErrorOf(status: number, payload: unknown, fallback: string): ApiError {
  const body = (payload && typeof payload === 'object' ? payload : {}) as {
    code?: string;
    message?: string | string[];
    requestId?: string;
  };
  const list = Array.isArray(body.message) ? body.message : [];
  const message = Array.isArray(body.message) ? body.message.join('\n') : (body.message ?? fallback);
  return new ApiError(status, body.code ?? 'HTTP_ERROR', message, list, body.requestId ?? undefined);
}

async function toError(res: Response): Promise<ApiError> {
  return apiErrorOf(res.status, await res.json().catch(() => null), res.statusText);
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** FormData is sent as is (multipart); anything else as JSON. */
  signal?: AbortSignal;
  auth?: boolean;
}

/** Calls the API with the applicant's token, renewing it once on 401. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const send = () => {
    const headers: Record<string, string> = {};
    const token = getSession()?.accessToken;
    if (options.auth !== false && token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return fetch(path, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal,
    });
  };
  let res = await send().catch((err: unknown) => {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'network');
  });
  if (res.status === 401 && options.auth !== false && getSession() && (await refreshOnce()))
    res = await send();
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
