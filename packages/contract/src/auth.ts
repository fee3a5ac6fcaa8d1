import { z } from 'zod';
import { localeSchema, permissionSchema } from './enums';

export const emailSchema = z.email().max(254);

const hex = (max: number) =>
  z
    .string()
    .regex(/^[0-9a-f]*$/)
    .max(max);

/**
 * An ALTCHA proof-of-work challenge (altcha-lib v2): find the counter whose PBKDF2 key starts with
 * `keyPrefix`. The signature and `keySignature` are HMACs keyed with a server secret, so nothing
 * here reveals the answer except doing the work. Sent back unchanged inside `captcha.challenge`.
 */
export const captchaSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string().max(20),
      nonce: hex(64),
      salt: hex(64),
      cost: z.number().int().min(1).max(1_000_000),
      keyLength: z.number().int().min(1).max(64),
      keyPrefix: hex(128),
      keySignature: hex(128).optional(),
      expiresAt: z.number().int().optional(),
    }),
    signature: hex(128),
  })
  .meta({ id: 'Captcha' });
export type Captcha = z.infer<typeof captchaSchema>;

export const captchaSolutionSchema = z
  .object({
    challenge: captchaSchema,
    solution: z.object({ counter: z.number().int().min(0).max(0xffffffff), derivedKey: hex(128) }),
  })
  .meta({ id: 'CaptchaSolution' });
export type CaptchaSolution = z.infer<typeof captchaSolutionSchema>;

export const loginBodySchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1).max(200),
    /** A solved ALTCHA challenge; required once sign-in asks for one (CAPTCHA_REQUIRED, ACCOUNT_LOCKED). */
    captcha: captchaSolutionSchema.optional(),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const adminSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    permissions: z.array(permissionSchema),
    locale: localeSchema,
  })
  .meta({ id: 'Admin' });
export type Admin = z.infer<typeof adminSchema>;

export const userSchema = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    locale: localeSchema,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const tokenPairSchema = z
  .object({ access_token: z.string(), refresh_token: z.string() })
  .meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const adminLoginResponseSchema = tokenPairSchema
  .extend({ admin: adminSchema })
  .meta({ id: 'AdminLoginResponse' });
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const refreshBodySchema = z
  .object({ refreshToken: z.string().min(1).max(500) })
  .meta({ id: 'RefreshBody' });

/**
 * The back office's refresh token travels in this HttpOnly, SameSite=Strict cookie (ADR 0031):
 * scripts never see it, and only the staff renewal and its sign-out (under its path) receive it.
 * The applicant portal keeps its session elsewhere (its own localStorage), never under this name.
 */
export const STAFF_REFRESH_COOKIE = {
  name: 'visadesk_staff_refresh',
  path: '/api/auth/refreshAdminToken',
} as const;

/** Staff renewal and sign-out: `refreshToken` in the body (API clients), or none and the cookie. */
export const staffRefreshBodySchema = z
  .object({ refreshToken: z.string().min(1).max(500).optional() })
  .meta({ id: 'StaffRefreshBody' });
export type StaffRefreshBody = z.infer<typeof staffRefreshBodySchema>;

/** A renewal through the cookie answers without `refresh_token`: the new one is in the cookie. */
export const staffTokenPairSchema = z
  .object({ access_token: z.string(), refresh_token: z.string().optional() })
  .meta({ id: 'StaffTokenPair' });
export type StaffTokenPair = z.infer<typeof staffTokenPairSchema>;

/** Claims carried by an access token; `typ` keeps applicant tokens off admin endpoints. */
export type SubjectType = 'admin' | 'user';
