import type { Db } from '@visadesk/db';
import { AppError } from '../../lib/http/errors';
import { verifyPassword } from './passwords';
import { recordReauthFailure } from './reauth-limit';

/**
 * A signed-in account proves it knows its password before changing it. A wrong one counts
 * against the account's sign-in too, so a stolen session guessing it soon meets the captcha
 * and the lock.
 */
export async function confirmCurrentPassword(
  db: Db,
  account: 'admin' | 'user',
  row: { email: string; passwordHash: string },
  password: string,
): Promise<void> {
  if (await verifyPassword(row.passwordHash, password)) return;
  await recordReauthFailure(db, row.email, account);
  throw new AppError(400, 'VALIDATION_ERROR', ['body.oldPassword: the current password is not correct']);
}
