import { ErrorCode } from '@visadesk/contract';
import { type Db, inArray, loginFailures, lt, sql, usedCaptchas } from '@visadesk/db';
import { AppError } from '../../lib/errors';
import { verifyCaptcha } from './captcha';

/** Failures older than this no longer count toward the captcha threshold. */
const WINDOW_MINUTES = 15;

export const failureKeys = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`];

export async function recordFailure(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) {
    await db
      .insert(loginFailures)
      .values({ key, count: 1 })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          count: sql`CASE WHEN ${loginFailures.windowStartedAt} < now() - interval '${sql.raw(String(WINDOW_MINUTES))} minutes' THEN 1 ELSE ${loginFailures.count} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${loginFailures.windowStartedAt} < now() - interval '${sql.raw(String(WINDOW_MINUTES))} minutes' THEN now() ELSE ${loginFailures.windowStartedAt} END`,
        },
      });
  }
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}

async function captchaNeeded(db: Db, keys: string[], threshold: number): Promise<boolean> {
  const rows = await db
    .select({ count: loginFailures.count })
    .from(loginFailures)
    .where(
      sql`${loginFailures.key} in ${keys} and ${loginFailures.windowStartedAt} >= now() - interval '${sql.raw(String(WINDOW_MINUTES))} minutes'`,
    );
  return rows.some((r) => r.count >= threshold);
}

/**
 * After `threshold` failures for an email or an address, sign-in needs a solved captcha.
 * A captcha id is spent on first use, right or wrong, so one solution buys one attempt.
 */
export async function enforceCaptcha(
  db: Db,
  captchaKey: Uint8Array,
  keys: string[],
  threshold: number,
  captcha: { captchaId?: string | undefined; captchaText?: string | undefined },
): Promise<void> {
  if (!(await captchaNeeded(db, keys, threshold))) return;
  if (!captcha.captchaId || !captcha.captchaText) {
    throw new AppError(400, ErrorCode.CAPTCHA_REQUIRED, 'Please solve the captcha to continue');
  }
  const checked = await verifyCaptcha(captchaKey, captcha.captchaId, captcha.captchaText);
  if (!checked.valid) throw new AppError(400, ErrorCode.CAPTCHA_INVALID, 'The captcha answer is not correct');
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
  const spent = await db
    .insert(usedCaptchas)
    .values({ id: checked.jti, expiresAt: checked.expiresAt })
    .onConflictDoNothing()
    .returning();
  if (spent.length === 0) throw new AppError(400, ErrorCode.CAPTCHA_INVALID, 'This captcha was already used');
}
