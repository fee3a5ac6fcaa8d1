import type { Route } from '@visadesk/contract/endpoints';
import { type Fetch, readBody, send } from './transport';

/** Where a client keeps its session's tokens (cookies for staff, localStorage for applicants). */
export interface TokenStore {
  getAccessToken(): string | undefined;
  getRefreshToken(): string | undefined;
  setTokens(accessToken: string, refreshToken: string): void;
}

export interface RefreshQueueOptions {
  tokens: TokenStore;
  /** The POST that trades a refresh token for a new pair. */
  route: Route;
  fetch: Fetch;
  baseUrl?: string | undefined;
  /**
   * Called once per failed renewal with the refresh call's status: 401 when the server refused
   * the refresh token, 0 when there was none to send or no answer came. Each app decides what
   * ends its session (the back office: any failure; the portal: a refusal).
   */
  onFailed(status: number): void;
}

/**
 * The single-flight refresh: every 401 while a renewal is running awaits that same renewal, so
 * a page of parallel calls renews once (seed-spec §4). Resolves with the new access token, or
 * null when the renewal failed (reported once through `onFailed`).
 */
export function createRefreshQueue(options: RefreshQueueOptions) {
  let refreshing: Promise<string | null> | null = null;

  async function refresh(): Promise<string | null> {
    const refreshToken = options.tokens.getRefreshToken();
    let status = 0;
    try {
      if (!refreshToken) throw new Error('no refresh token');
      const res = await send(
        options.route,
        { body: { refreshToken }, baseUrl: options.baseUrl },
        options.fetch,
      );
      status = res.status;
      const body = (await readBody(res)) as { access_token?: unknown; refresh_token?: unknown } | undefined;
      if (!res.ok || typeof body?.access_token !== 'string' || typeof body.refresh_token !== 'string') {
        throw new Error(`refresh failed with ${res.status}`);
      }
      options.tokens.setTokens(body.access_token, body.refresh_token);
      return body.access_token;
    } catch {
      options.onFailed(status);
      return null;
    }
  }

  /** A token newer than `sentWith` when another call renewed meanwhile, else one renewal for all. */
  function renew(sentWith?: string): Promise<string | null> {
    const current = options.tokens.getAccessToken();
    if (sentWith && current && current !== sentWith) return Promise.resolve(current);
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return { renew };
}

export type RefreshQueue = ReturnType<typeof createRefreshQueue>;
