/**
 * Paths of the links in account mails (registration, password reset), opened by the applicant
 * portal. No zod here: the portal's first script imports this file.
 */
export const ACCOUNT_LINK_PATHS = {
  verifyEmail: '/account/verify-email',
  resetPassword: '/account/reset-password',
} as const;
