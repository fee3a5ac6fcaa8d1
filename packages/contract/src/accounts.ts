import { z } from 'zod';
import { emailSchema, userSchema } from './auth';
import { localeSchema, permissionSchema } from './enums';
import { listQuerySchema, pagedSchema, queryBoolean } from './list';

/** At least 10 characters with a letter and a digit: long enough to resist guessing, easy to type. */
export const passwordSchema = z
  .string()
  .min(10, 'must be at least 10 characters')
  .max(200)
  .regex(/[A-Za-z\u0600-\u06FF]/, 'must contain a letter')
  .regex(/\d/, 'must contain a digit');

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{7,20}$/, 'must be a phone number (digits, optional +)');

/**
 * Asking for an account carries no password: whoever asks may not own the address, so the
 * password is chosen on the page the mailed link opens (verifyEmailSchema), by the mailbox's owner.
 */
export const registerUserSchema = z
  .object({
    fullName: z.string().trim().min(2).max(150),
    email: emailSchema,
    phone: phone.optional(),
    locale: localeSchema.default('ar'),
  })
  .meta({ id: 'RegisterUser' });

/**
 * Registration, and a password-reset request, answer this same body whether or not the email
 * is registered: the outcome arrives by mail, so an outsider learns nothing about the address.
 */
export const mailSentSchema = z
  .object({ status: z.enum(['verification_sent', 'reset_sent']) })
  .meta({ id: 'MailSent' });
export type MailSent = z.infer<typeof mailSentSchema>;

/** The sealed token from a verification or reset link (the part after `#token=`). */
const mailToken = z.string().min(20).max(4096);
/** Following a registration link: the account is created with the password chosen there. */
export const verifyEmailSchema = z
  .object({ token: mailToken, password: passwordSchema })
  .meta({ id: 'VerifyEmail' });
export const forgotPasswordSchema = z.object({ email: emailSchema }).meta({ id: 'ForgotPassword' });
export const resetPasswordSchema = z
  .object({ token: mailToken, password: passwordSchema })
  .meta({ id: 'ResetPassword' });
export const passwordResetDoneSchema = z
  .object({ status: z.literal('password_reset') })
  .meta({ id: 'PasswordResetDone' });

/** Pages of the applicant portal that mailed links open; the token follows in the fragment. */
export { ACCOUNT_LINK_PATHS } from './account-links';

// Applicants sign in with the staff's body, loginBodySchema (auth.ts): the same captcha rules apply.
export const userLoginResponseSchema = z
  .object({ user: userSchema, access_token: z.string(), refresh_token: z.string() })
  .meta({ id: 'UserLoginResponse' });

export const userPatchSchema = z
  .object({ fullName: z.string().trim().min(2).max(150), phone: phone.nullable(), locale: localeSchema })
  .partial()
  .meta({ id: 'UserPatch' });

/** An applicant as the back office sees them. */
export const applicantSchema = userSchema
  .extend({
    isBlocked: z.boolean(),
    requestCount: z.number().int(),
    lastLoginAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Applicant' });
export const APPLICANT_SORT_FIELDS = ['createdAt', 'fullName', 'email', 'lastLoginAt'] as const;
export const applicantListQuerySchema = listQuerySchema(
  APPLICANT_SORT_FIELDS,
  { isBlocked: queryBoolean.optional() },
  '-createdAt',
);
export const applicantPageSchema = pagedSchema(applicantSchema).meta({ id: 'ApplicantPage' });
export const applicantBlockSchema = z.object({ isBlocked: z.boolean() }).meta({ id: 'ApplicantBlock' });

/** A back-office account as the admin list shows it. */
export const staffSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    permissions: z.array(permissionSchema),
    locale: localeSchema,
    isActive: z.boolean(),
    lastLoginAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Staff' });
export type Staff = z.infer<typeof staffSchema>;

const staffFields = {
  name: z.string().trim().min(2).max(150),
  email: emailSchema,
  permissions: z.array(permissionSchema).max(10),
  locale: localeSchema,
  isActive: z.boolean(),
};
export const staffCreateSchema = z
  .object({
    ...staffFields,
    permissions: staffFields.permissions.default([]),
    locale: staffFields.locale.default('en'),
    isActive: staffFields.isActive.default(true),
    password: passwordSchema,
  })
  .meta({ id: 'StaffCreate' });
export const staffPatchSchema = z.object(staffFields).partial().meta({ id: 'StaffPatch' });
export const STAFF_SORT_FIELDS = ['createdAt', 'name', 'email', 'lastLoginAt'] as const;
export const staffListQuerySchema = listQuerySchema(
  STAFF_SORT_FIELDS,
  { isActive: queryBoolean.optional() },
  'name',
);
export const staffPageSchema = pagedSchema(staffSchema).meta({ id: 'StaffPage' });
export const passwordResetSchema = z.object({ password: passwordSchema }).meta({ id: 'PasswordReset' });

export const profilePatchSchema = z
  .object({ name: staffFields.name, locale: localeSchema })
  .partial()
  .meta({ id: 'ProfilePatch' });
export const passwordChangeSchema = z
  .object({ oldPassword: z.string().min(1).max(200), newPassword: passwordSchema })
  .meta({ id: 'PasswordChange' });

export const fcmTokenSchema = z.object({ token: z.string().min(10).max(4096) }).meta({ id: 'FcmToken' });
