import { BAD_CREDENTIALS_MESSAGE } from '@visadesk/contract/errors';
import { paths } from '@visadesk/contract/paths';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/api-client';
import { ApiError } from '../src/api-error';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake API: each event answers 401 until it sees the renewed bearer token. */
function setup(options: { refreshOk: boolean }) {
  let access = 'old-access';
  let refresh = 'old-refresh';
  const seenAuth: string[] = [];
  let refreshCalls = 0;
  let releaseRefresh!: () => void;
  const refreshGate = new Promise<void>((resolve) => {
    releaseRefresh = resolve;
  });

  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = String(input);
    const auth = (init?.headers as Record<string, string> | undefined)?.Authorization ?? '';
    if (url === '/api/auth/refreshAdminToken') {
      refreshCalls += 1;
      expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'old-refresh' });
      await refreshGate;
      return options.refreshOk
        ? json(200, { access_token: 'new-access', refresh_token: 'new-refresh' })
        : json(401, { statusCode: 401, code: 'TOKEN_INVALID', message: 'Refresh token is not valid' });
    }
    seenAuth.push(auth);
    if (auth === 'Bearer new-access') return json(200, { ok: true, url });
    return json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Token expired' });
  });

  const notify = vi.fn();
  const logout = vi.fn(() => {
    access = '';
    refresh = '';
  });
  const client = createApiClient({
    fetch: fetchMock,
    tokens: {
      getAccessToken: () => access || undefined,
      getRefreshToken: () => refresh || undefined,
      setTokens: (a, r) => {
        access = a;
        refresh = r ?? '';
      },
    },
    refreshRoute: paths.auth.refreshAdminToken,
    noRenewal: [paths.auth.loginAdmin],
    notify,
    onRenewalFailed: logout,
    networkErrorMessage: () => 'Network error',
  });
  return { client, fetchMock, notify, logout, seenAuth, releaseRefresh, refreshCount: () => refreshCalls };
}

/** Lets every pending fetch settle so all ten requests are parked on the refresh. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 10));
const eventIds = Array.from({ length: 10 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);

describe('http client refresh queue', () => {
  it('runs one refresh for ten concurrent 401s and retries each with the new bearer', async () => {
    const t = setup({ refreshOk: true });
    const calls = eventIds.map((id) => t.client.call(paths.events.one, { params: { id } }));
    await flush();
    t.releaseRefresh();
    const results = (await Promise.all(calls)) as unknown as { ok: boolean }[];

    expect(results.every((r) => r.ok)).toBe(true);
    expect(t.refreshCount()).toBe(1);
    expect(t.seenAuth.filter((a) => a === 'Bearer old-access')).toHaveLength(10);
    expect(t.seenAuth.filter((a) => a === 'Bearer new-access')).toHaveLength(10);
    expect(t.logout).not.toHaveBeenCalled();
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('rejects all ten waiters and logs out exactly once when the refresh fails', async () => {
    const t = setup({ refreshOk: false });
    const calls = eventIds.map((id) => t.client.call(paths.events.one, { params: { id } }));
    await flush();
    t.releaseRefresh();
    const settled = await Promise.allSettled(calls);

    expect(settled.every((s) => s.status === 'rejected' && s.reason instanceof ApiError)).toBe(true);
    expect(t.refreshCount()).toBe(1);
    expect(t.logout).toHaveBeenCalledTimes(1);
    // No request was retried after the failed refresh.
    expect(t.seenAuth).toHaveLength(10);
  });
});

describe('http client errors', () => {
  function client(response: () => Response) {
    const notify = vi.fn();
    const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => response());
    const http = createApiClient({
      fetch: fetchMock,
      tokens: { getAccessToken: () => 'tok', getRefreshToken: () => 'ref', setTokens: vi.fn() },
      refreshRoute: paths.auth.refreshAdminToken,
      noRenewal: [paths.auth.loginAdmin],
      notify,
      onRenewalFailed: vi.fn(),
      networkErrorMessage: () => 'Network error',
    });
    return { http, notify, fetchMock };
  }

  it('shows one toast per item of a list message, then re-throws a typed ApiError', async () => {
    const messages = ['email must be an email', 'password is required', 'name is too long'];
    const t = client(() => json(400, { statusCode: 400, code: 'VALIDATION_ERROR', message: messages }));
    const body = { name: 'A', email: 'a@b.co', password: 'x', permissions: [] };
    const error = await t.http.call(paths.admins.create, { body }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', messages });
    expect(t.notify.mock.calls.map((c) => c[0])).toEqual(messages);
  });

  it('shows one toast for a string message', async () => {
    const t = client(() => json(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down' }));
    await expect(t.http.call(paths.countries.list)).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
    expect(t.notify).toHaveBeenCalledTimes(1);
    expect(t.notify).toHaveBeenCalledWith('Slow down', 'RATE_LIMITED');
  });

  it('does not refresh on the bad-credentials 401, only toasts it', async () => {
    const t = client(() =>
      json(401, { statusCode: 401, code: 'BAD_CREDENTIALS', message: BAD_CREDENTIALS_MESSAGE }),
    );
    // A non-login path too: the message alone must stop the refresh.
    await expect(t.http.call(paths.users.me)).rejects.toMatchObject({ code: 'BAD_CREDENTIALS' });
    await expect(
      t.http.call(paths.auth.loginAdmin, { body: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(t.fetchMock).toHaveBeenCalledTimes(2);
    const urls = t.fetchMock.mock.calls.map((c: unknown[]) => String(c[0]));
    expect(urls.some((u) => u.includes('refreshAdminToken'))).toBe(false);
    expect(t.notify.mock.calls).toEqual([
      [BAD_CREDENTIALS_MESSAGE, 'BAD_CREDENTIALS'],
      [BAD_CREDENTIALS_MESSAGE, 'BAD_CREDENTIALS'],
    ]);
  });

  it('turns a network failure into a translated toast and an ApiError', async () => {
    const t = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(t.http.call(paths.visas.list)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(t.notify).toHaveBeenCalledWith('Network error', 'NETWORK_ERROR');
  });
});
