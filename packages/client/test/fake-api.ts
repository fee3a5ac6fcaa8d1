import { paths } from '@visadesk/contract/paths';
import { vi } from 'vitest';
import { type ApiClientOptions, createApiClient } from '../src/api-client';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const authOf = (init?: RequestInit) => new Headers(init?.headers).get('authorization') ?? '';

/** A client on a scripted fetch, with a token store in memory and spies for what it reports. */
export function clientOn(
  fetch: (url: string, init?: RequestInit) => Promise<Response>,
  tokens = { access: 'old-access', refresh: 'old-refresh' },
  extra: Partial<ApiClientOptions> = {},
) {
  const notify = vi.fn();
  const onRenewalFailed = vi.fn();
  const fetchMock = vi.fn(fetch);
  const api = createApiClient({
    fetch: fetchMock,
    tokens: {
      getAccessToken: () => tokens.access || undefined,
      getRefreshToken: () => tokens.refresh || undefined,
      setTokens: (access, refresh) => {
        tokens.access = access;
        tokens.refresh = refresh ?? '';
      },
    },
    refreshRoute: paths.auth.refreshAdminToken,
    noRenewal: [paths.auth.loginAdmin],
    onRenewalFailed,
    notify,
    networkErrorMessage: () => 'Network error',
    ...extra,
  });
  return { api, notify, onRenewalFailed, fetchMock, tokens };
}
