import { z } from 'zod';
import {
  captchaSchema,
  loginBodySchema,
  refreshBodySchema,
  staffRefreshBodySchema,
  staffTokenPairSchema,
  tokenPairSchema,
} from '../auth';
import { adminSignInResponseSchema } from '../two-factor';
import { defineEndpoint } from './define-endpoint';
import { authPaths as p } from './paths';

export const authEndpoints = {
  loginAdmin: defineEndpoint(p.loginAdmin, {
    auth: 'public',
    body: loginBodySchema,
    responses: { 200: adminSignInResponseSchema },
  }),
  refreshAdminToken: defineEndpoint(p.refreshAdminToken, {
    auth: 'public',
    body: staffRefreshBodySchema,
    responses: { 200: staffTokenPairSchema },
  }),
  refreshUserToken: defineEndpoint(p.refreshUserToken, {
    auth: 'public',
    body: refreshBodySchema,
    responses: { 200: tokenPairSchema },
  }),
  logout: defineEndpoint(p.logout, { auth: 'public', body: refreshBodySchema, responses: { 204: z.null() } }),
  logoutAdmin: defineEndpoint(p.logoutAdmin, {
    auth: 'public',
    body: staffRefreshBodySchema,
    responses: { 204: z.null() },
  }),
  captcha: defineEndpoint(p.captcha, { auth: 'public', responses: { 200: captchaSchema } }),
};
