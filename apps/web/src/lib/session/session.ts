import type { Admin, AdminLoginResponse } from '@visadesk/contract';
import Cookies from 'js-cookie';

/**
 * Cookie names: the session survives reloads and is readable by route loaders synchronously.
 * The refresh token is not here: the server keeps it in an HttpOnly cookie (ADR 0031).
 */
export const SESSION_COOKIES = {
  user: 'user',
  accessToken: 'accessToken',
} as const;

/** Where earlier versions kept the refresh token readable; renewed once through it, then removed. */
const LEGACY_REFRESH_COOKIE = 'refreshToken';

const REFRESH_DAYS = 30;

function cookieOptions(days?: number): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'Lax', secure, ...(days ? { expires: days } : {}) };
}

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;

function emit(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: components re-render when the session changes. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionVersion(): number {
  return version;
}

export function getAccessToken(): string | undefined {
  return Cookies.get(SESSION_COOKIES.accessToken);
}

/** Only a session signed in before the HttpOnly cookie: its first renewal moves it there. */
export function getLegacyRefreshToken(): string | undefined {
  return Cookies.get(LEGACY_REFRESH_COOKIE);
}

export function getUser(): Admin | null {
  const raw = Cookies.get(SESSION_COOKIES.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Admin;
  } catch {
    return null;
  }
}

/** Logged in means an access token is held (seed-spec §4). */
export function isLoggedIn(): boolean {
  return Boolean(getAccessToken());
}

/** Keeps the access token only; a refresh token in an answer is left to the server's cookie. */
export function setTokens(accessToken: string): void {
  // Access token and user live as long as the refresh token: an expired access token is renewed on 401.
  Cookies.set(SESSION_COOKIES.accessToken, accessToken, cookieOptions(REFRESH_DAYS));
  Cookies.remove(LEGACY_REFRESH_COOKIE, { path: '/' });
  emit();
}

export function startSession(response: AdminLoginResponse): void {
  Cookies.set(SESSION_COOKIES.user, JSON.stringify(response.admin), cookieOptions(REFRESH_DAYS));
  setTokens(response.access_token);
}

/** Replaces the stored admin (e.g. permissions changed by a manager since sign-in). */
export function updateUser(admin: Admin): void {
  if (!getAccessToken()) return; // signed out meanwhile
  Cookies.set(SESSION_COOKIES.user, JSON.stringify(admin), cookieOptions(REFRESH_DAYS));
  emit();
}

export function clearSession(): void {
  for (const name of [...Object.values(SESSION_COOKIES), LEGACY_REFRESH_COOKIE])
    Cookies.remove(name, { path: '/' });
  emit();
}
