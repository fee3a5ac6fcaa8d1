/**
 * Asks the server to end the session of `refreshToken` (POST /api/auth/logout). Best effort:
 * never awaited by sign-out and never throws, so a network failure does not keep anyone signed in
 * locally. `keepalive` lets the request finish while the page navigates away.
 */
export function endServerSession(
  refreshToken: string | undefined,
  doFetch: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  if (!refreshToken) return Promise.resolve();
  try {
    return doFetch('/api/auth/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
      keepalive: true,
    }).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}
