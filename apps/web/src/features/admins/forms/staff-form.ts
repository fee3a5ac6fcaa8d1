import { zodResolver } from '@hookform/resolvers/zod';
import {
  passwordChangeSchema,
  passwordResetSchema,
  profilePatchSchema,
  type Staff,
  staffCreateSchema,
  staffPatchSchema,
} from '@visadesk/contract/accounts';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { formErrorMap } from '../../../lib/forms/form-errors';
import type { StaffBody } from '../api/admins';

export type StaffFormValues = Required<StaffBody>;

/** The server's own schemas: the POST body to create, the PATCH body to edit. */
const staffResolvers = {
  create: zodResolver(staffCreateSchema, { error: formErrorMap }),
  edit: zodResolver(staffPatchSchema, { error: formErrorMap }),
};
// The schemas' input types mark defaulted fields optional; the form always sends every field.
export const staffResolver = (mode: 'create' | 'edit') =>
  staffResolvers[mode] as unknown as Resolver<StaffFormValues>;

/** The password rules write their own (English) messages; this key says them in the page's language. */
export const PASSWORD_KEY = 'admins.validation.password';

export function staffDefaults(staff: Staff | null): StaffFormValues {
  return {
    name: staff?.name ?? '',
    email: staff?.email ?? '',
    permissions: staff?.permissions ?? [],
    locale: staff?.locale ?? 'en',
    isActive: staff?.isActive ?? true,
    password: '',
  };
}

export interface ProfileFormValues {
  name: string;
  locale: 'en' | 'ar';
}
export const profileResolver = zodResolver(profilePatchSchema.required(), {
  error: formErrorMap,
}) as unknown as Resolver<ProfileFormValues>;

export interface PasswordFormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
// The contract's body plus a typed-twice check that only the form needs.
export const passwordResolver = zodResolver(
  passwordChangeSchema
    .extend({ confirmPassword: z.string() })
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'admins.validation.mismatch',
    }),
  { error: formErrorMap },
) as unknown as Resolver<PasswordFormValues>;

export const resetResolver = zodResolver(passwordResetSchema, {
  error: formErrorMap,
}) as unknown as Resolver<{
  password: string;
}>;
