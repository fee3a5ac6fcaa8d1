import { z } from 'zod';
import {
  passwordChangeSchema,
  passwordResetSchema,
  profilePatchSchema,
  staffCreateSchema,
  staffListQuerySchema,
  staffPageSchema,
  staffPatchSchema,
  staffSchema,
} from '../accounts';
import { idParamsSchema } from '../common';
import { defineEndpoint } from './define-endpoint';
import { adminPaths as p } from './paths';

export const adminEndpoints = {
  me: defineEndpoint(p.me, { responses: { 200: staffSchema } }),
  updateMe: defineEndpoint(p.updateMe, { body: profilePatchSchema, responses: { 200: staffSchema } }),
  changePassword: defineEndpoint(p.changePassword, {
    body: passwordChangeSchema,
    responses: { 204: z.null() },
  }),
  list: defineEndpoint(p.list, { query: staffListQuerySchema, responses: { 200: staffPageSchema } }),
  create: defineEndpoint(p.create, { body: staffCreateSchema, responses: { 201: staffSchema } }),
  update: defineEndpoint(p.update, {
    params: idParamsSchema,
    body: staffPatchSchema,
    responses: { 200: staffSchema },
  }),
  resetPassword: defineEndpoint(p.resetPassword, {
    params: idParamsSchema,
    body: passwordResetSchema,
    responses: { 204: z.null() },
  }),
};
