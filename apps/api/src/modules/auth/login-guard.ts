import { type CaptchaSolution, ErrorCode } from '@visadesk/contract';
import { and, type Db, eq, inArray, loginFailures, lt, sql, usedCaptchas } from '@visadesk/db';
import { AppError } from '../../lib/http/errors';
import { recordEvent } from '../../lib/sql/record-event';
import { captchaSecrets, checkCaptcha } from './captcha';

/** Failures older than this no longer count toward the captcha threshold. */
const WINDOW_MINUTES = 15;
/**
 * Failures for one account (any address) within a day that lock it: the 10th, 20th, 30th…
 * A day, not 15 minutes, so nine guesses every quarter of an hour never reach a lock.
 */
export const LOCK_AFTER_FAILURES = 10;
const LOCK_COUNT_WINDOW_HOURS = 24;
/** First lock; each further lock within a day doubles it, up to a day. */
const LOCK_BASE_MINUTES = 15;
const LOCK_MAX_MINUTES = 24 * 60;
/** A lock level is forgotten a day after its lock ended. */
const LOCK_MEMORY_MS = 24 * 60 * 60 * 1000;
/** Password checks a locked account allows per lock, each paid with a solved captcha. */
export const LOCKED_ATTEMPTS = 5;

const windowInterval = sql.raw(`interval '${WINDOW_MINUTES} minutes'`);
const lockCountInterval = sql.raw(`interval '${LOCK_COUNT_WINDOW_HOURS} hours'`);

/**
 * Counter keys of one attempt: the account (`email:`, whatever the address) and the address
 * (`ip:`), both over 15 minutes, for the captcha threshold. The account also has rows of its own
 * (see accountKeys): its day-long failure count, its lock and the attempts spent during the lock.
 */
export const failureKeys = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`];

/**
 * Counter keys of an attempt from a trusted device (a valid device cookie, device-cookie.ts): the
 * device (`device:`, 15 minutes, for the captcha threshold; `device-day:`, its lock) and the
 * address. No account key: the account's failures and lock are neither read nor added to.
 */
export const deviceKeys = (nonce: string, ip: string) => [`device:${nonce}`, `ip:${ip}`];

const deviceDayKey = (keys: string[]) => {
  const deviceKey = keys.find((k) => k.startsWith('device:'));
  return deviceKey ? `device-day:${deviceKey.slice('device:'.length)}` : undefined;
};

/**
 * A device whose cookie was used for LOCK_AFTER_FAILURES password checks within a day without a
 * success is trusted no more (for that day).
 */
export async function deviceLocked(db: Db, nonce: string): Promise<boolean> {
  const [row] = await db
    .select({ count: loginFailures.count })
    .from(loginFailures)
    .where(
      sql`${loginFailures.key} = ${`device-day:${nonce}`} and ${loginFailures.windowStartedAt} >= now() - ${lockCountInterval}`,
    );
  return (row?.count ?? 0) >= LOCK_AFTER_FAILURES;
}

/** Counts one check for a trusted device (a wrong two-factor code counts like a password); answers the day's count. */
export const countDeviceCheck = (db: Db, nonce: string) => bump(db, `device-day:${nonce}`, lockCountInterval);

/**
 * Takes one of a trusted device's checks for the day, atomically, before its password (or code) is
 * checked: racing requests with one cookie cannot all pass `deviceLocked` and get more than
 * LOCK_AFTER_FAILURES guesses. A success clears the count (clearFailures).
 */
export async function takeDeviceCheck(db: Db, nonce: string): Promise<void> {
  if ((await countDeviceCheck(db, nonce)) > LOCK_AFTER_FAILURES) {
    throw new AppError(
      429,
      ErrorCode.RATE_LIMITED,
      'Too many failed sign-ins from this device. Try again later, or ask the agency to reset the password',
    );
  }
}

const accountKeys = (email: string) => ({
  /** Failures within LOCK_COUNT_WINDOW_HOURS: every LOCK_AFTER_FAILURES-th locks. */
  day: `day:${email}`,
  /** count = lock level, window = lock start. */
  lock: `lock:${email}`,
  /** count = captcha-backed password checks during the lock, window = that lock's start. */
  tries: `lock-tries:${email}`,
});

const accountOf = (keys: string[]) => {
  const emailKey = keys.find((k) => k.startsWith('email:'));
  return emailKey ? accountKeys(emailKey.slice('email:'.length)) : undefined;
};

export const lockMinutes = (level: number) =>
  Math.min(LOCK_BASE_MINUTES * 2 ** Math.max(0, level - 1), LOCK_MAX_MINUTES);

interface Lock {
  level: number;
  startedAt: Date;
  endsAt: Date;
}

async function readLock(db: Db, lockKey: string): Promise<Lock | null> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, lockKey));
  if (!row) return null;
  const endsAt = new Date(row.windowStartedAt.getTime() + lockMinutes(row.count) * 60_000);
  return { level: row.count, startedAt: row.windowStartedAt, endsAt };
}

const isActive = (lock: Lock | null): lock is Lock => lock !== null && lock.endsAt.getTime() > Date.now();

/** Adds one to a counter whose window restarts once older than `interval`; answers the new count. */
async function bump(db: Db, key: string, interval: ReturnType<typeof sql.raw>): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`CASE WHEN ${loginFailures.windowStartedAt} < now() - ${interval} THEN 1 ELSE ${loginFailures.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${loginFailures.windowStartedAt} < now() - ${interval} THEN now() ELSE ${loginFailures.windowStartedAt} END`,
      },
    })
    .returning({ count: loginFailures.count });
  return row?.count ?? 0;
}

/**
 * Counts a failed sign-in for the account and the address. Every LOCK_AFTER_FAILURES-th failure
 * of an account within a day locks it (longer each time); when an unlocked account becomes locked,
 * staff get one `account.under-attack` event. `account` names a real account (no event for
 * unknown emails).
 */
export async function recordFailure(db: Db, keys: string[], account?: 'admin' | 'user'): Promise<void> {
  for (const key of keys) await bump(db, key, windowInterval);
  const own = accountOf(keys);
  if (!own) return;
  const failures = await bump(db, own.day, lockCountInterval);
  if (failures % LOCK_AFTER_FAILURES !== 0) return;

  const previous = await readLock(db, own.lock);
  const wasLocked = isActive(previous);
  const remembered = previous && Date.now() - previous.endsAt.getTime() < LOCK_MEMORY_MS;
  const level = remembered ? previous.level + 1 : 1;
  const startedAt = new Date();
  await db
    .insert(loginFailures)
    .values({ key: own.lock, count: level, windowStartedAt: startedAt })
    .onConflictDoUpdate({ target: loginFailures.key, set: { count: level, windowStartedAt: startedAt } });
  // A lock that grows while active (wrong two-factor codes, re-authentication failures) keeps the
  // captcha-backed checks already used; only a lock that starts afresh gets LOCKED_ATTEMPTS new ones.
  if (wasLocked) {
    await db
      .update(loginFailures)
      .set({ windowStartedAt: startedAt })
      .where(and(eq(loginFailures.key, own.tries), eq(loginFailures.windowStartedAt, previous.startedAt)));
  }
  if (!wasLocked && account) {
    await recordEvent(db, {
      type: 'account.under-attack',
      params: { email: own.lock.slice('lock:'.length), account, failures, minutes: lockMinutes(level) },
    });
  }
}

/**
 * After a successful sign-in: the account's and the address's counters and the account's lock go;
 * from a trusted device, that device's and the address's (the account's lock stays for everyone else).
 */
export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  const own = accountOf(keys);
  const deviceDay = deviceDayKey(keys);
  const all = [...keys, ...(own ? [own.day, own.lock, own.tries] : []), ...(deviceDay ? [deviceDay] : [])];
  await db.delete(loginFailures).where(inArray(loginFailures.key, all));
}

/**
 * After a password reset (by the owner through the mailed link, or by a manager): the guesses
 * were against a password that is gone, so the account's counters and lock go and the owner can
 * sign in with the new one at once.
 */
export async function clearAccountLock(db: Db, email: string): Promise<void> {
  const own = accountKeys(email.toLowerCase());
  await db
    .delete(loginFailures)
    .where(inArray(loginFailures.key, [`email:${email.toLowerCase()}`, own.day, own.lock, own.tries]));
}

async function captchaNeeded(db: Db, keys: string[], threshold: number): Promise<boolean> {
  const rows = await db
    .select({ count: loginFailures.count })
    .from(loginFailures)
    .where(
      sql`${loginFailures.key} in ${keys} and ${loginFailures.windowStartedAt} >= now() - ${windowInterval}`,
    );
  return rows.some((r) => r.count >= threshold);
}

/** Captcha-backed password checks already spent in this lock (a row of an earlier lock is 0). */
async function triesUsed(db: Db, triesKey: string, lock: Lock): Promise<number> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, triesKey));
  return row && row.windowStartedAt.getTime() === lock.startedAt.getTime() ? row.count : 0;
}

/** Takes one of the lock's attempts atomically (racing requests cannot both take the last one). */
async function takeTry(db: Db, triesKey: string, lock: Lock): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ key: triesKey, count: 1, windowStartedAt: lock.startedAt })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`CASE WHEN ${loginFailures.windowStartedAt} = ${lock.startedAt.toISOString()}::timestamptz THEN ${loginFailures.count} + 1 ELSE 1 END`,
        windowStartedAt: lock.startedAt,
      },
    })
    .returning({ count: loginFailures.count });
  return row?.count ?? 0;
}

function accountLocked(lock: Lock, spent: boolean): AppError {
  const seconds = Math.max(1, Math.ceil((lock.endsAt.getTime() - Date.now()) / 1000));
  return new AppError(
    429,
    ErrorCode.ACCOUNT_LOCKED,
    spent
      ? 'Too many failed sign-ins for this account. Try again later, or ask the agency to reset the password'
      : 'Too many failed sign-ins for this account. Solve the captcha and enter the right password, or try again later',
    { 'retry-after': String(seconds) },
  );
}

/**
 * Runs before the password is looked at. After `threshold` failures for an email or an address,
 * sign-in needs a solved captcha. While the account is locked, an attempt without one is refused
 * with 429 ACCOUNT_LOCKED (the password is not even checked); with one, the password is checked
 * LOCKED_ATTEMPTS times per lock, so the owner still gets in and an attacker who pays the work
 * gets a handful of guesses per lock, not one per captcha; after that every attempt is 429 until
 * the lock ends. A genuine challenge is spent on its first use, solved or not, so one piece of
 * work buys one attempt.
 */
export async function enforceCaptcha(
  db: Db,
  captchaKey: Uint8Array,
  keys: string[],
  threshold: number,
  body: { captcha?: CaptchaSolution | undefined },
): Promise<void> {
  const own = accountOf(keys);
  const lock = own ? await readLock(db, own.lock) : null;
  const locked = isActive(lock);
  if (!locked && !(await captchaNeeded(db, keys, threshold))) return;
  if (locked && own && (await triesUsed(db, own.tries, lock)) >= LOCKED_ATTEMPTS) {
    throw accountLocked(lock, true);
  }
  if (!body.captcha) {
    if (locked) throw accountLocked(lock, false);
    throw new AppError(400, ErrorCode.CAPTCHA_REQUIRED, 'Please solve the captcha to continue');
  }
  const checked = await checkCaptcha(captchaSecrets(captchaKey), body.captcha);
  if (checked.status === 'rejected') {
    throw new AppError(
      400,
      ErrorCode.CAPTCHA_INVALID,
      checked.reason === 'expired'
        ? 'This captcha has expired'
        : 'This captcha was not issued by this server',
    );
  }
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
  const spent = await db
    .insert(usedCaptchas)
    .values({ id: checked.id, expiresAt: checked.expiresAt })
    .onConflictDoNothing()
    .returning();
  if (spent.length === 0) throw new AppError(400, ErrorCode.CAPTCHA_INVALID, 'This captcha was already used');
  if (!checked.solved)
    throw new AppError(400, ErrorCode.CAPTCHA_INVALID, 'The captcha answer is not correct');
  if (locked && own && (await takeTry(db, own.tries, lock)) > LOCKED_ATTEMPTS)
    throw accountLocked(lock, true);
}
