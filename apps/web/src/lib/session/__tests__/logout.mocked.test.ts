import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endServerSession } from '../end-server-session';
import { logout } from '../logout';
import { getLegacyRefreshToken, SESSION_COOKIES, setTokens, startSession } from '../session';

vi.mock('../../navigation/navigate', () => ({ navigateTo: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of [...Object.values(SESSION_COOKIES), 'refreshToken']) Cookies.remove(name, { path: '/' });
});

describe('signing out', () => {
  it('asks the server to end the session of its HttpOnly cookie, then clears the cookies', () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    setTokens('access-1');
    logout();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/refreshAdminToken/logout');
    expect(init.method).toBe('POST');
    // JSON, so the server accepts its cookie (a cross-site form could not send this).
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({});
    expect(document.cookie).not.toContain('accessToken');
  });

  it('ends a session from before the HttpOnly cookie with its readable token, and removes that cookie', () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    Cookies.set('refreshToken', 'legacy-refresh', { path: '/' });
    logout();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'legacy-refresh' });
    expect(getLegacyRefreshToken()).toBeUndefined();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    setTokens('access-2');
    logout();
    expect(document.cookie).not.toContain('accessToken');
    await expect(endServerSession()).resolves.toBeUndefined();
  });
});

describe('the session cookies', () => {
  it('never keep the refresh token where scripts can read it, though the sign-in answer carries one', () => {
    Cookies.set('refreshToken', 'legacy-refresh', { path: '/' });
    startSession({
      admin: {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'A',
        email: 'a@b.co',
        permissions: [],
        locale: 'en',
      },
      access_token: 'access-3',
      refresh_token: 'refresh-in-the-answer',
    });
    expect(document.cookie).toContain('accessToken=access-3');
    expect(document.cookie).not.toContain('refresh');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
