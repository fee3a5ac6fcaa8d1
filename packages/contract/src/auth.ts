import { z } from 'zod';
import { localeSchema, permissionSchema } from './enums';

export const emailSchema = z.email().max(254);

export const loginBodySchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1).max(200),
    captchaId: z.string().max(2000).optional(),
    captchaText: z.string().max(20).optional(),
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

export const captchaSchema = z
  .object({ captchaId: z.string(), svg: z.string(), expiresInSeconds: z.number().int() })
  .meta({ id: 'Captcha' });
export type Captcha = z.infer<typeof captchaSchema>;

/** Claims carried by an access token; `typ` keeps applicant tokens off admin endpoints. */
export type SubjectType = 'admin' | 'user';
