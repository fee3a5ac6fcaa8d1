import { ACCOUNT_LINK_PATHS, type MailSent } from '@visadesk/contract';
import { and, eq, sql, users } from '@visadesk/db';
import { accountMail } from '../../lib/mail/account-mails';
import { sha256 } from '../../lib/security/tokens';
import { clearAccountLock } from '../auth/login-guard';
import { hashPassword } from '../auth/passwords';
import { revokeSubject } from '../auth/refresh-tokens';
import type { AccountDeps } from './deps';
import { accountLink, mailTokens, mayMail } from './mail-links';
import { invalidLink } from './registration';

const RESET_TTL_SECONDS = 60 * 60;

// The token names the password it replaces (a digest of its hash): once the password changes,
// every reset link issued before stops working, which makes each link single-use.
const passwordStamp = (passwordHash: string) => sha256(`reset:${passwordHash}`).slice(0, 32);

/** Same answer for an unknown address; only a registered one gets a link, in its owner's language. */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<MailSent> {
  const [row] = await deps.db
    .select({ id: users.id, email: users.email, locale: users.locale, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (row && mayMail(deps, row.email)) {
    const token = await mailTokens(deps).seal(
      'reset-password',
      { sub: row.id, pwd: passwordStamp(row.passwordHash) },
      RESET_TTL_SECONDS,
    );
    deps.mailer.send(
      accountMail(
        'reset-password',
        row.email,
        row.locale,
        accountLink(deps, ACCOUNT_LINK_PATHS.resetPassword, token, row.locale),
      ),
    );
  }
  return { status: 'reset_sent' };
}

/** Sets the new password and ends every session of the account (its refresh tokens stop working). */
export async function resetPassword(deps: AccountDeps, token: string, password: string) {
  const claims = await mailTokens(deps).open('reset-password', token);
  if (typeof claims?.sub !== 'string' || typeof claims.pwd !== 'string') throw invalidLink();
  const { sub, pwd } = claims;
  const [current] = await deps.db.select().from(users).where(eq(users.id, sub));
  if (!current || passwordStamp(current.passwordHash) !== pwd) throw invalidLink();
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    // Conditional on the old hash: of two uses of one link racing, exactly one changes anything.
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, sub), eq(users.passwordHash, current.passwordHash)))
      .returning({ id: users.id });
    if (!changed) throw invalidLink();
    await revokeSubject(tx, 'user', sub);
  });
  // The guesses were against the old password: the owner signs in with the new one at once.
  await clearAccountLock(deps.db, current.email);
  return { status: 'password_reset' as const };
}
