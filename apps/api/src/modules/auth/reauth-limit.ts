import { admins, type Db, eq } from '@visadesk/db';
import type { FastifyRequest } from 'fastify';
import { failureKeys, recordFailure } from './login-guard';

/** Attempts per signed-in account on one route that re-checks its password or a code. */
export const REAUTH_MAX = 5;
export const REAUTH_WINDOW_MS = 15 * 60_000;

/**
 * Route config for @fastify/rate-limit: counted per account (the token's subject), not per
 * address, so a stolen session cannot guess the password or a code from many addresses. Counted
 * in preHandler, after the auth check set `principal` and after validation, so only attempts that
 * reach the password or code check use up the five (a malformed body does not).
 */
export const reauthRateLimit = {
  max: REAUTH_MAX,
  timeWindow: REAUTH_WINDOW_MS,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) =>
    request.principal ? `${request.principal.typ}:${request.principal.sub}` : `ip:${request.ip}`,
};

/**
 * A wrong password or code from a signed-in session counts against the account's sign-in
 * failures too (not its address): enough of them make sign-in ask for a captcha, then lock it.
 */
export async function recordReauthFailure(db: Db, email: string, account: 'admin' | 'user'): Promise<void> {
  const accountKeys = failureKeys(email, '').filter((key) => key.startsWith('email:'));
  await recordFailure(db, accountKeys, account);
}

/** The same, for a signed-in admin known by id (the route has the token's subject only). */
export async function recordAdminReauthFailure(db: Db, adminId: string): Promise<void> {
  const [row] = await db.select({ email: admins.email }).from(admins).where(eq(admins.id, adminId));
  if (row) await recordReauthFailure(db, row.email, 'admin');
}
