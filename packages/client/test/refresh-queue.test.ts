import { paths } from '@visadesk/contract/paths';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api-error';
import { authOf, clientOn, json } from './fake-api';

/** A fake API: every call answers 401 until it carries the renewed token; the refresh waits for a gate. */
function setup(refreshOk: boolean) {
  const seenAuth: string[] = [];
  let refreshCalls = 0;
  let releaseRefresh!: () => void;
  const gate = new Promise<void>((resolve) => {
    releaseRefresh = resolve;
  });
  const t = clientOn(async (url, init) => {
    if (url === '/api/auth/refreshAdminToken') {
      refreshCalls += 1;
      expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'old-refresh' });
      await gate;
      return refreshOk
        ? json(200, { access_token: 'new-access', refresh_token: 'new-refresh' })
        : json(401, { statusCode: 401, code: 'TOKEN_INVALID', message: 'Refresh token is not valid' });
    }
    seenAuth.push(authOf(init));
    if (authOf(init) === 'Bearer new-access') return json(200, { ok: true, url });
    return json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Token expired' });
  });
  return { ...t, seenAuth, releaseRefresh, refreshCount: () => refreshCalls };
}

/** Lets every pending fetch settle so all ten calls are parked on the refresh. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 10));
const ids = Array.from({ length: 10 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);

describe('the refresh queue', () => {
  it('runs one refresh for ten concurrent 401s and retries each with the new bearer', async () => {
    const t = setup(true);
    const calls = ids.map((id) => t.api.call(paths.requests.one, { params: { id } }));
    await flush();
    t.releaseRefresh();
    const results = (await Promise.all(calls)) as unknown as { url: string }[];

    expect(results.map((r) => r.url)).toEqual(ids.map((id) => `/api/requests/one-by-admin/${id}`));
    expect(t.refreshCount()).toBe(1);
    expect(t.seenAuth.filter((a) => a === 'Bearer old-access')).toHaveLength(10);
    expect(t.seenAuth.filter((a) => a === 'Bearer new-access')).toHaveLength(10);
    expect(t.tokens).toEqual({ access: 'new-access', refresh: 'new-refresh' });
    expect(t.onRenewalFailed).not.toHaveBeenCalled();
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('rejects all ten waiters and reports the failed renewal exactly once, with its status', async () => {
    const t = setup(false);
    const calls = ids.map((id) => t.api.call(paths.requests.one, { params: { id } }));
    await flush();
    t.releaseRefresh();
    const settled = await Promise.allSettled(calls);

    expect(settled.every((s) => s.status === 'rejected' && s.reason instanceof ApiError)).toBe(true);
    expect(settled.map((s) => (s.status === 'rejected' ? s.reason.code : null))).toEqual(
      ids.map(() => 'TOKEN_INVALID'),
    );
    expect(t.refreshCount()).toBe(1);
    expect(t.onRenewalFailed.mock.calls).toEqual([[401]]);
    // No call was retried after the failed refresh, and none was toasted on its own.
    expect(t.seenAuth).toHaveLength(10);
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('takes the token another call renewed meanwhile instead of renewing again', async () => {
    const t = clientOn(async (url, init) => {
      if (url.includes('refresh')) throw new Error('no refresh expected');
      if (authOf(init) === 'Bearer old-access') {
        t.tokens.access = 'renewed-elsewhere';
        return json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Token expired' });
      }
      return json(200, { items: [] });
    });
    await expect(t.api.call(paths.admins.me)).resolves.toEqual({ items: [] });
    expect(t.fetchMock.mock.calls.map(([, init]) => authOf(init))).toEqual([
      'Bearer old-access',
      'Bearer renewed-elsewhere',
    ]);
  });

  it('reports a renewal without a refresh token or without an answer with status 0', async () => {
    const noRefresh = clientOn(
      async () => json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'x' }),
      {
        access: 'a',
        refresh: '',
      },
    );
    await expect(noRefresh.api.call(paths.admins.me)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(noRefresh.onRenewalFailed.mock.calls).toEqual([[0]]);

    const offline = clientOn(async (url) => {
      if (url.includes('refresh')) throw new TypeError('Failed to fetch');
      return json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'x' });
    });
    await expect(offline.api.call(paths.admins.me)).rejects.toBeInstanceOf(ApiError);
    expect(offline.onRenewalFailed.mock.calls).toEqual([[0]]);
    expect(offline.tokens.refresh).toBe('old-refresh');
  });

  it('never renews on the sign-in route, an anonymous call, or a wrong-credentials answer', async () => {
    const t = clientOn(async () =>
      json(401, { statusCode: 401, code: 'BAD_CREDENTIALS', message: 'Credentials are not correct' }),
    );
    await expect(
      t.api.call(paths.auth.loginAdmin, { body: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toMatchObject({ code: 'BAD_CREDENTIALS' });
    await expect(t.api.call(paths.admins.me)).rejects.toMatchObject({ code: 'BAD_CREDENTIALS' });
    await expect(t.api.call(paths.users.me, { anonymous: true })).rejects.toMatchObject({ status: 401 });

    const urls = t.fetchMock.mock.calls.map(([url]) => url);
    expect(urls.some((u) => u.includes('refresh'))).toBe(false);
    expect(authOf(t.fetchMock.mock.calls[2]?.[1])).toBe('');
  });
});
