import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endServerSession } from '../end-server-session';
import { logout } from '../logout';
import { getRefreshToken, SESSION_COOKIES, setTokens } from '../session';

vi.mock('../../navigation/navigate', () => ({ navigateTo: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of Object.values(SESSION_COOKIES)) Cookies.remove(name, { path: '/' });
});

describe('signing out', () => {
  it('asks the server to end the session with the refresh token, then clears the cookies', () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    setTokens('access-1', 'refresh-1');
    logout();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(getRefreshToken()).toBeUndefined();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    setTokens('access-2', 'refresh-2');
    logout();
    expect(getRefreshToken()).toBeUndefined();
    await expect(endServerSession('refresh-2')).resolves.toBeUndefined();
  });

  it('calls nothing without a refresh token', async () => {
    const fetchMock = vi.fn();
    await endServerSession(undefined, fetchMock);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
