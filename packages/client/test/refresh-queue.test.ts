import { paths } from '@visadesk/contract/paths';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api-error';
import { authOf, clientOn, json } from './fake-api';

// Ten parallel 401s renewing once, and a failed renewal ending the session once: api-client.test.ts.
describe('the refresh queue', () => {
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

  it('renews through the HttpOnly cookie with an empty JSON body, and keeps no refresh token', async () => {
    const t = clientOn(
      async (url, init) => {
        if (url.includes('refresh')) return json(200, { access_token: 'new-access' });
        return authOf(init) === 'Bearer new-access'
          ? json(200, { items: [] })
          : json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Token expired' });
      },
      { access: 'old-access', refresh: '' },
      { refreshWithCookie: true },
    );
    await expect(t.api.call(paths.admins.me)).resolves.toEqual({ items: [] });
    const [url, init] = t.fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/auth/refreshAdminToken');
    expect(init?.body).toBe('{}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(t.tokens).toEqual({ access: 'new-access', refresh: '' });
    expect(t.onRenewalFailed).not.toHaveBeenCalled();
  });

  it('still wants a refresh token in the answer when it sent one in the body', async () => {
    const t = clientOn(async (url) =>
      url.includes('refresh')
        ? json(200, { access_token: 'new-access' })
        : json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Token expired' }),
    );
    await expect(t.api.call(paths.admins.me)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(JSON.parse(String(t.fetchMock.mock.calls[1]![1]?.body))).toEqual({ refreshToken: 'old-refresh' });
    expect(t.onRenewalFailed.mock.calls).toEqual([[200]]);
  });
});
