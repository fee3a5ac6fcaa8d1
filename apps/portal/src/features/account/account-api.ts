import type { Captcha, Locale, LoginBody, MailSent, User } from '@visadesk/contract';
import { api } from '../../lib/http/api';

/** What sign-in and a followed verification link answer: the applicant and a token pair. */
export interface SignedIn {
  user: User;
  access_token: string;
  refresh_token: string;
}

export interface Registration {
  fullName: string;
  email: string;
  phone?: string | undefined;
  password: string;
  locale: Locale;
}

export interface ProfilePatch {
  fullName?: string;
  phone?: string | null;
  locale?: Locale;
}

// The public account calls never carry a token: a stale session must not turn them into refreshes.
const open = { auth: false } as const;

export const signIn = (body: LoginBody) =>
  api<SignedIn>('/api/auth/loginUser', { ...open, method: 'POST', body });
export const getCaptcha = () => api<Captcha>('/api/captcha', open);

/** 202 whether or not the address is registered; the outcome goes by mail. */
export const register = (body: Registration) =>
  api<MailSent>('/api/auth/registerUser', { ...open, method: 'POST', body });
export const verifyEmail = (token: string) =>
  api<SignedIn>('/api/auth/verify-email', { ...open, method: 'POST', body: { token } });
export const forgotPassword = (email: string) =>
  api<MailSent>('/api/auth/forgot-password', { ...open, method: 'POST', body: { email } });
export const resetPassword = (token: string, password: string) =>
  api<{ status: 'password_reset' }>('/api/auth/reset-password', {
    ...open,
    method: 'POST',
    body: { token, password },
  });

export const currentUser = () => api<User>('/api/Users/currentUserData');
export const updateProfile = (patch: ProfilePatch) =>
  api<User>('/api/Users', { method: 'PATCH', body: patch });
/** 204: the password changed, every other session ended, and a notice went to the address. */
export const changePassword = (oldPassword: string, newPassword: string) =>
  api<void>('/api/Users/password', { method: 'POST', body: { oldPassword, newPassword } });
/** Always 204: ends the refresh token's session on the server. */
export const signOut = (refreshToken: string) =>
  api<void>('/api/auth/logout', { ...open, method: 'POST', body: { refreshToken } });
