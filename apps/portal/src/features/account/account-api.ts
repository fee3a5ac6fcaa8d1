import type { BodyOf, ResultOf } from '@visadesk/client';
import type { LoginBody } from '@visadesk/contract';
import { authPaths, userPaths } from '@visadesk/contract/paths';
import { api } from '../../lib/http/api';

/** What sign-in and a followed verification link answer: the applicant and a token pair. */
export type SignedIn = ResultOf<typeof userPaths.login>;
export type Registration = BodyOf<typeof userPaths.register>;
export type ProfilePatch = BodyOf<typeof userPaths.updateMe>;

// The public account calls never carry a token: a stale session must not turn them into refreshes.
const open = { anonymous: true } as const;

export const signIn = (body: LoginBody) => api.call(userPaths.login, { ...open, body });
export const getCaptcha = () => api.call(authPaths.captcha, open);

/** 202 whether or not the address is registered; the outcome goes by mail. */
export const register = (body: Registration) => api.call(userPaths.register, { ...open, body });
/** Creates the account with the password chosen on the link's page, and signs it in. */
export const verifyEmail = (token: string, password: string) =>
  api.call(userPaths.verifyEmail, { ...open, body: { token, password } });
export const forgotPassword = (email: string) =>
  api.call(userPaths.forgotPassword, { ...open, body: { email } });
export const resetPassword = (token: string, password: string) =>
  api.call(userPaths.resetPassword, { ...open, body: { token, password } });

export const currentUser = () => api.call(userPaths.me);
export const updateProfile = (patch: ProfilePatch) => api.call(userPaths.updateMe, { body: patch });
/** 204: the password changed, every other session ended, and a notice went to the address. */
export const changePassword = (oldPassword: string, newPassword: string) =>
  api.call(userPaths.changePassword, { body: { oldPassword, newPassword } });
/** Always 204: ends the refresh token's session on the server. */
export const signOut = (refreshToken: string) =>
  api.call(authPaths.logout, { ...open, body: { refreshToken } });
