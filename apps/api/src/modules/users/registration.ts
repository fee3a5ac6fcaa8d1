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

/**
 * What a verification token carries: the details asked for, and no password. Whoever asks may not
 * own the address; the password is set by whoever follows the link, that is, the mailbox's owner.
 * A token sealed before this carried a password hash: it still verifies the address, and that
 * password is ignored.
 */
const pendingAccount = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  locale: localeSchema,
});

export const invalidLink = () =>
  new AppError(400, ErrorCode.TOKEN_INVALID, 'This link is not valid or has expired; ask for a new one');

/**
 * Answers the same body whether the email is new or taken, after the same work (a lookup; the
 * mail goes out in the background). A new address gets a link that lets its owner choose the
 * password and create the account; a taken one gets a warning to its owner, in the owner's language.
 */
export async function requestRegistration(
  deps: AccountDeps,
  body: { fullName: string; email: string; phone?: string | undefined; locale: Locale },
): Promise<MailSent> {
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
      { fullName: body.fullName, email: body.email, phone: body.phone ?? null, locale: body.locale },
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

/** Follows a verification link with the password its holder chose: creates the account, signs it in. */
export async function verifyEmail(deps: AccountDeps, token: string, password: string) {
  // The token is checked before the (costly) hash: a forged link costs the server nothing.
  const account = await openRegistration(deps, token);
  return createAccount(deps, account, await hashPassword(password));
}

async function openRegistration(deps: AccountDeps, token: string) {
  const parsed = pendingAccount.safeParse(await mailTokens(deps).open('register', token));
  if (!parsed.success) throw invalidLink();
  return parsed.data;
}

/**
 * Creates the account a verification link describes with the given password hash (the seed
 * hashes once for many applicants). The unique email index makes the link single-use: following
 * it again, or after someone else verified the same address, creates nothing and says the
 * address is already verified.
 */
export async function finishRegistration(deps: AccountDeps, token: string, passwordHash: string) {
  return createAccount(deps, await openRegistration(deps, token), passwordHash);
}

async function createAccount(
  deps: AccountDeps,
  account: z.infer<typeof pendingAccount>,
  passwordHash: string,
) {
  let row: UserRow;
  try {
    [row] = (await deps.db
      .insert(users)
      .values({ ...account, passwordHash, lastLoginAt: new Date() })
      .returning()) as [UserRow];
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION)
      throw conflict('This email address is already verified; sign in instead', ErrorCode.ALREADY_VERIFIED);
    throw error;
  }
  return { user: toUser(row), ...(await tokensFor(deps, 'user', row.id, [])) };
}
