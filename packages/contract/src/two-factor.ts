import { z } from 'zod';
import { adminLoginResponseSchema } from './auth';

/** A 6-digit code from an authenticator app (RFC 6238 TOTP). */
export const totpCodeSchema = z.string().regex(/^\d{6}$/, 'must be 6 digits');

/** Recovery codes are shown as `xxxxx-xxxxx`; spaces, dashes and case are forgiven on entry. */
export const recoveryCodeSchema = z.string().min(10).max(40);

export const RECOVERY_CODE_COUNT = 10;

export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    enabledAt: z.iso.datetime().nullable(),
    recoveryCodesLeft: z.number().int(),
    /** ADMIN_2FA_REQUIRED: every admin must enrol before using the back office. */
    required: z.boolean(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z
  .object({
    /** Base32 secret for typing into an app that cannot scan. */
    secret: z.string(),
    otpauthUri: z.string(),
    /** The otpauth URI as a QR code, an SVG document drawn on the server. */
    qrSvg: z.string(),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorEnableBodySchema = z
  .object({ code: totpCodeSchema })
  .meta({ id: 'TwoFactorEnableBody' });
export type TwoFactorEnableBody = z.infer<typeof twoFactorEnableBodySchema>;

export const twoFactorRecoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'TwoFactorRecoveryCodes' });
export type TwoFactorRecoveryCodes = z.infer<typeof twoFactorRecoveryCodesSchema>;

/** A second factor: either a current code or one unused recovery code. */
const secondFactor = {
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
};
const oneFactor = (v: { code?: string | undefined; recoveryCode?: string | undefined }) =>
  (v.code === undefined) !== (v.recoveryCode === undefined);
const oneFactorMessage = { message: 'give either code or recoveryCode' };

export const twoFactorDisableBodySchema = z
  .object({ password: z.string().min(1).max(200), ...secondFactor })
  .refine(oneFactor, oneFactorMessage)
  .meta({ id: 'TwoFactorDisableBody' });
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBodySchema>;

export const twoFactorLoginBodySchema = z
  .object({ challengeToken: z.string().min(1).max(2000), ...secondFactor })
  .refine(oneFactor, oneFactorMessage)
  .meta({ id: 'TwoFactorLoginBody' });
export type TwoFactorLoginBody = z.infer<typeof twoFactorLoginBodySchema>;

/** The password was right; the sign-in continues at /api/auth/loginAdmin/2fa within 5 minutes. */
export const twoFactorChallengeSchema = z
  .object({ twoFactorRequired: z.literal(true), challengeToken: z.string() })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/**
 * What `loginAdmin` answers: the seed's `{admin, access_token, refresh_token}` for admins without
 * 2FA (plus `twoFactorSetupRequired` and an enrolment-only token when ADMIN_2FA_REQUIRED is on),
 * or a challenge for admins with 2FA.
 */
export const adminSignInResponseSchema = z
  .union([
    adminLoginResponseSchema.extend({ twoFactorSetupRequired: z.literal(true).optional() }),
    twoFactorChallengeSchema,
  ])
  .meta({ id: 'AdminSignInResponse' });
export type AdminSignInResponse = z.infer<typeof adminSignInResponseSchema>;

export const isTwoFactorChallenge = (r: AdminSignInResponse): r is TwoFactorChallenge =>
  'twoFactorRequired' in r && r.twoFactorRequired === true;
