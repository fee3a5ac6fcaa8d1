import { passwordSchema, registerUserSchema, userPatchSchema } from '@visadesk/contract';
import { z } from 'zod';

// The forms validate with the API's own schemas; only the second password field is the form's.
const confirmed = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;
const mismatch = { message: 'passwords differ', path: ['confirmPassword'] };

/** Registration without the locale (the page's language is sent); the password comes on the link's page. */
export const registerFormSchema = registerUserSchema.omit({ locale: true });

/** A password chosen twice: on the registration link's page and on the reset link's page. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine(confirmed, mismatch);

/** The profile's password change: the current password, then the new one twice. */
export const passwordChangeFormSchema = z
  .object({
    oldPassword: z.string().min(1).max(200),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, mismatch);

/** The profile form sends every field; an empty phone clears it (null). */
export const profileFormSchema = userPatchSchema.required({ fullName: true, locale: true });
