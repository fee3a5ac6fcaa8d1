import {
  errorSchema,
  idParamsSchema,
  passwordChangeSchema,
  passwordResetSchema,
  profilePatchSchema,
  staffCreateSchema,
  staffListQuerySchema,
  staffPageSchema,
  staffPatchSchema,
  staffSchema,
} from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reauthRateLimit } from '../auth/reauth-limit';
import {
  changeOwnPassword,
  createStaff,
  getSelf,
  listStaff,
  resetStaffPassword,
  updateSelf,
  updateStaff,
} from './service';

const tags = ['admins'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const manage = { permission: 'edit-admins' as const };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/me',
    {
      config: { permission: 'none' },
      schema: { tags, summary: 'The signed-in admin', response: { 200: staffSchema, ...errors } },
    },
    (request) => getSelf(app, request.principal!.sub),
  );
  app.patch(
    '/api/admin/me',
    {
      config: { permission: 'none' },
      schema: {
        tags,
        summary: 'Update my name or language',
        body: profilePatchSchema,
        response: { 200: staffSchema, ...errors },
      },
    },
    (request) => updateSelf(app, request.principal!.sub, request.body),
  );
  app.post(
    '/api/admin/me/password',
    {
      // Five tries per account per 15 minutes: a stolen session cannot guess the password.
      config: { permission: 'none', rateLimit: reauthRateLimit },
      schema: {
        tags,
        summary: 'Change my password (needs the current one)',
        body: passwordChangeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await changeOwnPassword(
        app,
        request.principal!.sub,
        request.body.oldPassword,
        request.body.newPassword,
        request.principal!.sid,
      );
      app.sessions.forgetSubject('admin', request.principal!.sub); // other sessions end here at once
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/list',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Admins, paged',
        querystring: staffListQuerySchema,
        response: { 200: staffPageSchema, ...errors },
      },
    },
    (request) => listStaff(app, request.query),
  );
  app.post(
    '/api/admin',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Create an admin',
        body: staffCreateSchema,
        response: { 201: staffSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createStaff(app, request.body)),
  );
  app.patch(
    '/api/admin/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Edit, deactivate or change the permissions of an admin',
        params: idParamsSchema,
        body: staffPatchSchema,
        response: { 200: staffSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await updateStaff(app, request.params.id, request.body);
      // This instance applies a deactivation or permission change at once; others within seconds.
      app.sessions.forgetSubject('admin', request.params.id);
      return staff;
    },
  );
  app.post(
    '/api/admin/:id/reset-password',
    {
      config: manage,
      schema: {
        tags,
        summary: "Set an admin's password and end their sessions",
        params: idParamsSchema,
        body: passwordResetSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resetStaffPassword(app, request.params.id, request.body.password);
      app.sessions.forgetSubject('admin', request.params.id);
      return reply.status(204).send(null);
    },
  );
};
