import type { User } from '@visadesk/contract';

/**
 * The applicant's session in localStorage under the portal's own key: on localhost the back
 * office runs on another port of the same host and its cookies would be shared with ours.
 */
const KEY = 'visadesk.portal.session';

export interface Session {
  user: User;
  accessToken: string;
  refreshToken: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

function read(): Session | null {
  if (cached !== undefined) return cached;
  try {
    const raw = localStorage.getItem(KEY);
    cached = raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    cached = null;
  }
  return cached;
}

function write(next: Session | null): void {
  cached = next;
  if (next) localStorage.setItem(KEY, JSON.stringify(next));
  else localStorage.removeItem(KEY);
  for (const l of listeners) l();
}

export const getSession = read;
export const subscribeSession = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function startSession(response: { user: User; access_token: string; refresh_token: string }): void {
  write({ user: response.user, accessToken: response.access_token, refreshToken: response.refresh_token });
}

export function setTokens(accessToken: string, refreshToken: string): void {
  const s = read();
  if (s) write({ ...s, accessToken, refreshToken });
}

export function setUser(user: User): void {
  const s = read();
  if (s) write({ ...s, user });
}

export const clearSession = () => write(null);

// Another tab signed in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== KEY) return;
    cached = undefined;
    for (const l of listeners) l();
  });
}
