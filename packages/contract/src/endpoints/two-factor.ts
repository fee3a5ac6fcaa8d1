import { z } from 'zod';
import { adminLoginResponseSchema } from '../auth';
import {
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorLoginBodySchema,
  twoFactorRecoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../two-factor';
import { defineEndpoint } from './define-endpoint';
import { twoFactorPaths as p } from './paths';

export const twoFactorEndpoints = {
  status: defineEndpoint(p.status, { responses: { 200: twoFactorStatusSchema } }),
  setup: defineEndpoint(p.setup, { responses: { 200: twoFactorSetupSchema } }),
  enable: defineEndpoint(p.enable, {
    body: twoFactorEnableBodySchema,
    responses: { 200: twoFactorRecoveryCodesSchema },
  }),
  disable: defineEndpoint(p.disable, { body: twoFactorDisableBodySchema, responses: { 204: z.null() } }),
  loginAdmin: defineEndpoint(p.loginAdmin, {
    auth: 'public',
    body: twoFactorLoginBodySchema,
    responses: { 200: adminLoginResponseSchema },
  }),
};
