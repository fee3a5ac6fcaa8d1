import { z } from 'zod';
import {
  applicantBlockSchema,
  applicantListQuerySchema,
  applicantPageSchema,
  applicantSchema,
  forgotPasswordSchema,
  mailSentSchema,
  passwordChangeSchema,
  passwordResetDoneSchema,
  registerUserSchema,
  resetPasswordSchema,
  userLoginResponseSchema,
  userPatchSchema,
  verifyEmailSchema,
} from '../accounts';
import { loginBodySchema, userSchema } from '../auth';
import { idParamsSchema } from '../common';
import { defineEndpoint } from './define-endpoint';
import { userPaths as p } from './paths';

/** Applicants: their own account, and the staff's list of them. */
export const userEndpoints = {
  register: defineEndpoint(p.register, {
    auth: 'public',
    body: registerUserSchema,
    responses: { 202: mailSentSchema },
  }),
  verifyEmail: defineEndpoint(p.verifyEmail, {
    auth: 'public',
    body: verifyEmailSchema,
    responses: { 200: userLoginResponseSchema },
  }),
  forgotPassword: defineEndpoint(p.forgotPassword, {
    auth: 'public',
    body: forgotPasswordSchema,
    responses: { 202: mailSentSchema },
  }),
  resetPassword: defineEndpoint(p.resetPassword, {
    auth: 'public',
    body: resetPasswordSchema,
    responses: { 200: passwordResetDoneSchema },
  }),
  login: defineEndpoint(p.login, {
    auth: 'public',
    body: loginBodySchema,
    responses: { 200: userLoginResponseSchema },
  }),
  me: defineEndpoint(p.me, { auth: 'user', responses: { 200: userSchema } }),
  updateMe: defineEndpoint(p.updateMe, {
    auth: 'user',
    body: userPatchSchema,
    responses: { 200: userSchema },
  }),
  changePassword: defineEndpoint(p.changePassword, {
    auth: 'user',
    body: passwordChangeSchema,
    responses: { 204: z.null() },
  }),
  list: defineEndpoint(p.list, { query: applicantListQuerySchema, responses: { 200: applicantPageSchema } }),
  setBlocked: defineEndpoint(p.setBlocked, {
    params: idParamsSchema,
    body: applicantBlockSchema,
    responses: { 200: applicantSchema },
  }),
};
