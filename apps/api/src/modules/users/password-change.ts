import { and, eq, users } from '@visadesk/db';
import { conflict, notFound } from '../../lib/http/errors';
import { accountMail } from '../../lib/mail/account-mails';
import { confirmCurrentPassword } from '../auth/current-password';
import { hashPassword } from '../auth/passwords';
import { revokeOtherFamilies } from '../auth/refresh-tokens';
import type { AccountDeps } from './deps';

/**
 * An applicant changes their password from the profile: the current one first, then the new one
 * is stored, every other session ends and a notice is queued to the address, all in one
 * transaction, so the mail goes exactly when the change happened.
 */
export async function changeApplicantPassword(
  deps: AccountDeps,
  id: string,
  oldPassword: string,
  newPassword: string,
  /** The session making the change stays signed in. */
  currentSession: string | undefined,
): Promise<void> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  await confirmCurrentPassword(deps.db, 'user', row, oldPassword);
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    // Conditional on the hash just checked: two changes racing cannot both pass one check.
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.passwordHash, row.passwordHash)))
      .returning({ id: users.id });
    if (!changed) throw conflict('The password was changed meanwhile; sign in again with the new one');
    await revokeOtherFamilies(tx, 'user', id, currentSession);
    await deps.mailer.sendIn(tx, accountMail('password-changed', row.email, row.locale));
  });
}
