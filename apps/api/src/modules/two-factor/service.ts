import {
  type AdminLoginResponse,
  ErrorCode,
  type TwoFactorDisableBody,
  type TwoFactorLoginBody,
  type TwoFactorRecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@visadesk/contract';
import {
  type AdminRow,
  adminRecoveryCodes,
  admins,
  and,
  count,
  type Db,
  eq,
  isNull,
  lt,
  or,
  type Tx,
} from '@visadesk/db';
import { AppError } from '../../lib/http/errors';
import type { AuthDeps } from '../auth/deps';
import { trustedDevice } from '../auth/device-cookie';
import { toAdmin, tokensFor } from '../auth/login';
import { clearFailures, countDeviceCheck, deviceKeys, failureKeys, recordFailure } from '../auth/login-guard';
import { verifyPassword } from '../auth/passwords';
import { verifyChallenge } from '../auth/two-factor-challenge';
import { CODES_PER_CHALLENGE, forgetCodeAttempts, takeCodeAttempt } from './challenge-attempts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';
import { matchStep, newTotpSecret, otpauthUri, qrSvg } from './totp';

const codeInvalid = (message = 'The code is not correct or was already used') =>
  new AppError(400, ErrorCode.TWO_FACTOR_CODE_INVALID, message);
const challengeInvalid = () =>
  new AppError(401, ErrorCode.TOKEN_INVALID, 'The sign-in expired or was already completed; sign in again');

async function adminById(deps: AuthDeps, id: string): Promise<AdminRow> {
  const [row] = await deps.db.select().from(admins).where(eq(admins.id, id));
  if (!row) throw new AppError(404, ErrorCode.NOT_FOUND, 'Admin not found');
  return row;
}

const secretOf = (deps: AuthDeps, row: AdminRow) =>
  row.totpSecret ? openSecret(deps.config.JWT_SECRET, row.totpSecret) : null;

/**
 * Accepts a code at most once: the matched step is written only if it is newer than the last
 * accepted one (a conditional update, so two racing requests cannot both spend the same code).
 * `extra` narrows the update further, e.g. to the open sign-in challenge.
 */
async function spendCode(deps: AuthDeps, row: AdminRow, code: string, extra?: ReturnType<typeof eq>) {
  const secret = secretOf(deps, row);
  if (!secret) return false;
  const step = await matchStep(secret, code, row.totpLastStep);
  if (step === null) return false;
  const spent = await deps.db
    .update(admins)
    .set({ totpLastStep: step, ...(extra ? { totpChallengeId: null } : {}) })
    .where(
      and(
        eq(admins.id, row.id),
        or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step)),
        ...(extra ? [extra] : []),
      ),
    )
    .returning({ id: admins.id });
  return spent.length === 1;
}

async function spendRecoveryCode(db: Db | Tx, adminId: string, code: string) {
  const spent = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return spent.length === 1;
}

export async function twoFactorStatus(deps: AuthDeps, adminId: string): Promise<TwoFactorStatus> {
  const row = await adminById(deps, adminId);
  const [left] = await deps.db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return {
    enabled: row.totpEnabledAt !== null,
    enabledAt: row.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: row.totpEnabledAt ? (left?.n ?? 0) : 0,
    required: deps.config.ADMIN_2FA_REQUIRED,
  };
}

/** A fresh pending secret each time; it only takes effect once a code from it is confirmed. */
export async function setupTwoFactor(deps: AuthDeps, adminId: string): Promise<TwoFactorSetup> {
  const row = await adminById(deps, adminId);
  if (row.totpEnabledAt) throw new AppError(409, ErrorCode.CONFLICT, 'Two-factor sign-in is already on');
  const secret = newTotpSecret();
  await deps.db
    .update(admins)
    .set({ totpSecret: sealSecret(deps.config.JWT_SECRET, secret), totpLastStep: null })
    .where(and(eq(admins.id, adminId), isNull(admins.totpEnabledAt)));
  const uri = otpauthUri(secret, row.email);
  return { secret, otpauthUri: uri, qrSvg: await qrSvg(uri) };
}

export async function enableTwoFactor(
  deps: AuthDeps,
  adminId: string,
  code: string,
): Promise<TwoFactorRecoveryCodes> {
  const row = await adminById(deps, adminId);
  if (row.totpEnabledAt) throw new AppError(409, ErrorCode.CONFLICT, 'Two-factor sign-in is already on');
  if (!row.totpSecret) throw new AppError(409, ErrorCode.CONFLICT, 'Start the set-up first');
  if (!(await spendCode(deps, row, code))) throw codeInvalid();
  const recoveryCodes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await tx
      .insert(adminRecoveryCodes)
      .values(recoveryCodes.map((c) => ({ adminId, codeHash: hashRecoveryCode(c) })));
    await tx
      .update(admins)
      .set({ totpEnabledAt: new Date(), updatedAt: new Date() })
      .where(eq(admins.id, adminId));
  });
  return { recoveryCodes };
}

/** Turning 2FA off needs the password and a second factor, so a stolen session alone cannot. */
export async function disableTwoFactor(deps: AuthDeps, adminId: string, body: TwoFactorDisableBody) {
  const row = await adminById(deps, adminId);
  if (!row.totpEnabledAt) throw new AppError(409, ErrorCode.CONFLICT, 'Two-factor sign-in is not on');
  if (deps.config.ADMIN_2FA_REQUIRED) {
    throw new AppError(409, ErrorCode.CONFLICT, 'Two-factor sign-in is required for every admin here');
  }
  if (!(await verifyPassword(row.passwordHash, body.password))) {
    throw new AppError(400, ErrorCode.VALIDATION, ['body.password: the current password is not correct']);
  }
  const ok = body.code
    ? await spendCode(deps, row, body.code)
    : await spendRecoveryCode(deps.db, adminId, body.recoveryCode ?? '');
  if (!ok) throw codeInvalid();
  await deps.db.transaction(async (tx) => {
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await tx
      .update(admins)
      .set({
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        totpChallengeId: null,
        updatedAt: new Date(),
      })
      .where(eq(admins.id, adminId));
  });
}

const codeInvalid401 = (message = 'The code is not correct or was already used') =>
  new AppError(401, ErrorCode.TWO_FACTOR_CODE_INVALID, message);

/** Ends this challenge only: a newer sign-in's challenge stays open. */
async function closeChallenge(deps: AuthDeps, adminId: string, jti: string) {
  await deps.db
    .update(admins)
    .set({ totpChallengeId: null })
    .where(and(eq(admins.id, adminId), eq(admins.totpChallengeId, jti)));
}

class NotSpent extends Error {}

/** Spends a recovery code and closes the open challenge together, or neither. */
async function spendRecoveryForChallenge(deps: AuthDeps, adminId: string, jti: string, code: string) {
  try {
    return await deps.db.transaction(async (tx) => {
      const closed = await tx
        .update(admins)
        .set({ totpChallengeId: null })
        .where(and(eq(admins.id, adminId), eq(admins.totpChallengeId, jti)))
        .returning({ id: admins.id });
      if (closed.length !== 1 || !(await spendRecoveryCode(tx, adminId, code))) throw new NotSpent();
      return true;
    });
  } catch (error) {
    if (error instanceof NotSpent) return false;
    throw error;
  }
}

/** The second step of an enrolled admin's sign-in. */
export async function completeTwoFactorLogin(
  deps: AuthDeps,
  body: TwoFactorLoginBody,
  ip: string,
  deviceCookie?: string,
): Promise<AdminLoginResponse> {
  const challenge = await verifyChallenge(deps.config.JWT_SECRET, body.challengeToken);
  if (!challenge) throw challengeInvalid();
  const [row] = await deps.db.select().from(admins).where(eq(admins.id, challenge.adminId));
  if (!row?.isActive || !row.totpEnabledAt || row.totpChallengeId !== challenge.jti) throw challengeInvalid();
  // A trusted device's wrong codes count against that device, like its wrong passwords.
  const device = await trustedDevice(deps, deviceCookie, 'admin', row.id);
  const keys = device ? deviceKeys(device, ip) : failureKeys(row.email, ip);
  // No captcha here: the challenge already proves the password, and the captcha when one was due
  // (asking again locked the owner out whenever others had failed three times for this email).
  // Guessing is bounded per challenge instead: CODES_PER_CHALLENGE tries, then the sign-in starts
  // again at the password, where the captcha and the account lock apply.
  const tries = await takeCodeAttempt(deps.db, challenge.jti);
  if (tries > CODES_PER_CHALLENGE) {
    await closeChallenge(deps, row.id, challenge.jti);
    throw challengeInvalid();
  }
  const openChallenge = eq(admins.totpChallengeId, challenge.jti);
  const ok = body.code
    ? await spendCode(deps, row, body.code, openChallenge)
    : await spendRecoveryForChallenge(deps, row.id, challenge.jti, body.recoveryCode ?? '');
  if (!ok) {
    await recordFailure(deps.db, keys, 'admin'); // the password was right: a real account under attack
    if (device) await countDeviceCheck(deps.db, device);
    if (tries < CODES_PER_CHALLENGE) throw codeInvalid401();
    await closeChallenge(deps, row.id, challenge.jti);
    throw codeInvalid401('The code is not correct. Too many wrong codes for this sign-in; sign in again');
  }
  await forgetCodeAttempts(deps.db, challenge.jti);
  await clearFailures(deps.db, keys);
  await deps.db
    .update(admins)
    .set({ lastLoginAt: new Date(), totpChallengeId: null })
    .where(eq(admins.id, row.id));
  return { admin: toAdmin(row), ...(await tokensFor(deps, 'admin', row.id, row.permissions)) };
}
