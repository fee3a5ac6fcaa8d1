import { type CaptchaSolution, ErrorCode } from '@visadesk/contract';
import { type Db, eq, inArray, loginFailures, lt, sql, usedCaptchas } from '@visadesk/db';
import { AppError } from '../../lib/errors';
import { recordEvent } from '../../lib/events';
import { captchaSecrets, checkCaptcha } from './captcha';

/** Failures older than this no longer count toward the captcha threshold or a lock. */
const WINDOW_MINUTES = 15;
/** Failures for one account (any address) within the window that lock it. */
export const LOCK_AFTER_FAILURES = 10;
/** First lock; each further lock within a day doubles it, up to a day. */
const LOCK_BASE_MINUTES = 15;
const LOCK_MAX_MINUTES = 24 * 60;
/** A lock level is forgotten a day after its lock ended. */
const LOCK_MEMORY_MS = 24 * 60 * 60 * 1000;

const windowInterval = sql.raw(`interval '${WINDOW_MINUTES} minutes'`);

/**
 * Counter keys of one attempt: the account (`email:`, whatever the address) and the address
 * (`ip:`). The account's lock lives under `lock:<email>` (count = lock level, window = lock start).
 */
export const failureKeys = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`];
const lockKeyOf = (keys: string[]) => {
  const emailKey = keys.find((k) => k.startsWith('email:'));
  return emailKey ? `lock:${emailKey.slice('email:'.length)}` : undefined;
};

export const lockMinutes = (level: number) =>
  Math.min(LOCK_BASE_MINUTES * 2 ** Math.max(0, level - 1), LOCK_MAX_MINUTES);

interface Lock {
  level: number;
  endsAt: Date;
}

async function readLock(db: Db, lockKey: string): Promise<Lock | null> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, lockKey));
  if (!row) return null;
  const endsAt = new Date(row.windowStartedAt.getTime() + lockMinutes(row.count) * 60_000);
  return { level: row.count, endsAt };
}

const isActive = (lock: Lock | null): lock is Lock => lock !== null && lock.endsAt.getTime() > Date.now();

/**
 * Counts a failed sign-in for the account and the address. Every LOCK_AFTER_FAILURES-th failure
 * of an account locks it (longer each time); when an unlocked account becomes locked, staff get
 * one `account.under-attack` event. `account` names a real account (no event for unknown emails).
 */
export async function recordFailure(db: Db, keys: string[], account?: 'admin' | 'user'): Promise<void> {
  let accountFailures = 0;
  for (const key of keys) {
    const [row] = await db
      .insert(loginFailures)
      .values({ key, count: 1 })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          count: sql`CASE WHEN ${loginFailures.windowStartedAt} < now() - ${windowInterval} THEN 1 ELSE ${loginFailures.count} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${loginFailures.windowStartedAt} < now() - ${windowInterval} THEN now() ELSE ${loginFailures.windowStartedAt} END`,
        },
      })
      .returning({ count: loginFailures.count });
    if (key.startsWith('email:')) accountFailures = row?.count ?? 0;
  }
  const lockKey = lockKeyOf(keys);
  if (!lockKey || accountFailures === 0 || accountFailures % LOCK_AFTER_FAILURES !== 0) return;

  const previous = await readLock(db, lockKey);
  const wasLocked = isActive(previous);
  const remembered = previous && Date.now() - previous.endsAt.getTime() < LOCK_MEMORY_MS;
  const level = remembered ? previous.level + 1 : 1;
  await db
    .insert(loginFailures)
    .values({ key: lockKey, count: level, windowStartedAt: new Date() })
    .onConflictDoUpdate({ target: loginFailures.key, set: { count: level, windowStartedAt: new Date() } });
  if (!wasLocked && account) {
    await recordEvent(db, {
      type: 'account.under-attack',
      params: {
        email: lockKey.slice('lock:'.length),
        account,
        failures: accountFailures,
        minutes: lockMinutes(level),
      },
    });
  }
}

/** After a successful sign-in: the account's and the address's counters and the account's lock go. */
export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  const lockKey = lockKeyOf(keys);
  await db.delete(loginFailures).where(inArray(loginFailures.key, lockKey ? [...keys, lockKey] : keys));
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

/**
 * Runs before the password is looked at. After `threshold` failures for an email or an address,
 * sign-in needs a solved captcha. While the account is locked, an attempt without one is refused
 * with 429 ACCOUNT_LOCKED (the password is not even checked); with one, the password is checked, so
 * the owner still gets in and each wrong guess still counts. A genuine challenge is spent on its
 * first use, solved or not, so one piece of work buys one attempt.
 */
export async function enforceCaptcha(
  db: Db,
  captchaKey: Uint8Array,
  keys: string[],
  threshold: number,
  body: { captcha?: CaptchaSolution | undefined },
): Promise<void> {
  const lockKey = lockKeyOf(keys);
  const lock = lockKey ? await readLock(db, lockKey) : null;
  const locked = isActive(lock);
  if (!locked && !(await captchaNeeded(db, keys, threshold))) return;
  if (!body.captcha) {
    if (locked) {
      const seconds = Math.max(1, Math.ceil((lock.endsAt.getTime() - Date.now()) / 1000));
      throw new AppError(
        429,
        ErrorCode.ACCOUNT_LOCKED,
        'Too many failed sign-ins for this account. Solve the captcha and enter the right password, or try again later',
        { 'retry-after': String(seconds) },
      );
    }
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
}
