import { ACCOUNT_LINK_PATHS, ErrorCode, type Locale, localeSchema, type MailSent } from '@visadesk/contract';
import { eq, sql, type UserRow, users } from '@visadesk/db';
import { z } from 'zod';
import { AppError, conflict } from '../../lib/http/errors';
import { accountMail } from '../../lib/mail/account-mails';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/sql/pg-errors';
import { tokensFor, toUser } from '../auth/login';
import { hashPassword } from '../auth/passwords';
import type { AccountDeps } from './deps';
import { accountLink, mailTokens, mayMail } from './mail-links';

const VERIFY_TTL_SECONDS = 24 * 60 * 60;

/** What a verification token carries: the whole pending account, so nothing is stored before the link is followed. */
const pendingAccount = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  locale: localeSchema,
  passwordHash: z.string().startsWith('$argon2'),
});

export const invalidLink = () =>
  new AppError(400, ErrorCode.TOKEN_INVALID, 'This link is not valid or has expired; ask for a new one');

/**
 * Answers the same body whether the email is new or taken, after the same work (the password is
 * hashed either way; the mail goes out in the background). A new address gets a link that
 * creates the account; a taken one gets a warning to its owner, in the owner's language.
 */
export async function requestRegistration(
  deps: AccountDeps,
  body: { fullName: string; email: string; phone?: string | undefined; password: string; locale: Locale },
): Promise<MailSent> {
  const passwordHash = await hashPassword(body.password);
  const [existing] = await deps.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
  if (existing) {
    if (mayMail(deps, existing.email))
      deps.mailer.send(accountMail('already-registered', existing.email, existing.locale));
  } else {
    const token = await mailTokens(deps).seal(
      'register',
      {
        fullName: body.fullName,
        email: body.email,
        phone: body.phone ?? null,
        locale: body.locale,
        passwordHash,
      },
      VERIFY_TTL_SECONDS,
    );
    if (mayMail(deps, body.email))
      deps.mailer.send(
        accountMail(
          'verify-email',
          body.email,
          body.locale,
          accountLink(deps, ACCOUNT_LINK_PATHS.verifyEmail, token, body.locale),
        ),
      );
  }
  return { status: 'verification_sent' };
}

/**
 * Creates the account a verification link describes and signs it in. The unique email index
 * makes the link single-use: following it again, or after someone else verified the same
 * address, creates nothing and says the address is already verified.
 */
export async function verifyEmail(deps: AccountDeps, token: string) {
  const parsed = pendingAccount.safeParse(await mailTokens(deps).open('register', token));
  if (!parsed.success) throw invalidLink();
  const account = parsed.data;
  let row: UserRow;
  try {
    [row] = (await deps.db
      .insert(users)
      .values({ ...account, lastLoginAt: new Date() })
      .returning()) as [UserRow];
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION)
      throw conflict('This email address is already verified; sign in instead', ErrorCode.ALREADY_VERIFIED);
    throw error;
  }
  return { user: toUser(row), ...(await tokensFor(deps, 'user', row.id, [])) };
}
