import { and, type Db, eq, loginFailures, lt, sql } from '@visadesk/db';
import { CHALLENGE_TTL_SECONDS } from '../auth/two-factor-challenge';

/**
 * Codes one sign-in challenge takes before it is spent. Then the sign-in starts again at the
 * password, which the captcha and the account lock guard, so code guessing is bounded by them.
 */
export const CODES_PER_CHALLENGE = 3;

// Kept beside the failed sign-in counters: a row per challenge that was answered at least once.
const PREFIX = '2fa-challenge:';
const keyOf = (jti: string) => `${PREFIX}${jti}`;

/**
 * Takes one of the challenge's attempts before its code is looked at, atomically, so racing
 * requests cannot each get a try in; answers how many it has used, this one included.
 */
export async function takeCodeAttempt(db: Db, jti: string): Promise<number> {
  // Rows of challenges that expired unanswered or half-answered are of no further use.
  await db
    .delete(loginFailures)
    .where(
      and(
        sql`${loginFailures.key} like ${`${PREFIX}%`}`,
        lt(loginFailures.windowStartedAt, new Date(Date.now() - CHALLENGE_TTL_SECONDS * 1000)),
      ),
    );
  const [row] = await db
    .insert(loginFailures)
    .values({ key: keyOf(jti), count: 1 })
    .onConflictDoUpdate({ target: loginFailures.key, set: { count: sql`${loginFailures.count} + 1` } })
    .returning({ count: loginFailures.count });
  return row?.count ?? CODES_PER_CHALLENGE + 1;
}

export async function forgetCodeAttempts(db: Db, jti: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keyOf(jti)));
}
