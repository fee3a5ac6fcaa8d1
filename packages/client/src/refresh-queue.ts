import type { Route } from '@visadesk/contract/endpoints';
import { type Fetch, readBody, send } from './transport';

/** Where a client keeps its session's tokens (cookies for staff, localStorage for applicants). */
export interface TokenStore {
  getAccessToken(): string | undefined;
  /** The refresh token the app holds itself; none when the server keeps it in an HttpOnly cookie. */
  getRefreshToken?(): string | undefined;
  /** `refreshToken` is absent when the renewal went through the server's cookie. */
  setTokens(accessToken: string, refreshToken?: string): void;
}

export interface RefreshQueueOptions {
  tokens: TokenStore;
  /** The POST that trades a refresh token for a new pair. */
  route: Route;
  /**
   * Without a refresh token of its own, renew with an empty JSON body: the server reads its
   * HttpOnly cookie (the back office, ADR 0031). Otherwise no token means no renewal.
   */
  cookie?: boolean | undefined;
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
    const refreshToken = options.tokens.getRefreshToken?.();
    const viaCookie = !refreshToken && options.cookie === true;
    let status = 0;
    try {
      if (!refreshToken && !viaCookie) throw new Error('no refresh token');
      // `{}` rather than no body: the server takes the cookie only from JSON (no cross-site form).
      const body = refreshToken ? { refreshToken } : {};
      const res = await send(options.route, { body, baseUrl: options.baseUrl }, options.fetch);
      status = res.status;
      const pair = (await readBody(res)) as { access_token?: unknown; refresh_token?: unknown } | undefined;
      const renewed = typeof pair?.refresh_token === 'string' ? pair.refresh_token : undefined;
      if (!res.ok || typeof pair?.access_token !== 'string' || (!renewed && !viaCookie)) {
        throw new Error(`refresh failed with ${res.status}`);
      }
      options.tokens.setTokens(pair.access_token, renewed);
      return pair.access_token;
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
