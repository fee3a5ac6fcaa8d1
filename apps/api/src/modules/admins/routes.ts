import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

const adminsTable = endpoints.admins;

const tags = ['admins'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const manage = { permission: 'edit-admins' as const };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminsTable.me.path,
    {
      config: { permission: 'none' },
      schema: { tags, summary: 'The signed-in admin', response: { ...adminsTable.me.responses, ...errors } },
    },
    (request) => getSelf(app, request.principal!.sub),
  );
  app.patch(
    adminsTable.updateMe.path,
    {
      config: { permission: 'none' },
      schema: {
        tags,
        summary: 'Update my name or language',
        body: adminsTable.updateMe.body,
        response: { ...adminsTable.updateMe.responses, ...errors },
      },
    },
    (request) => updateSelf(app, request.principal!.sub, request.body),
  );
  app.post(
    adminsTable.changePassword.path,
    {
      // Five tries per account per 15 minutes: a stolen session cannot guess the password.
      config: { permission: 'none', rateLimit: reauthRateLimit },
      schema: {
        tags,
        summary: 'Change my password (needs the current one)',
        body: adminsTable.changePassword.body,
        response: { ...adminsTable.changePassword.responses, ...errors },
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
    adminsTable.list.path,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Admins, paged',
        querystring: adminsTable.list.query,
        response: { ...adminsTable.list.responses, ...errors },
      },
    },
    (request) => listStaff(app, request.query),
  );
  app.post(
    adminsTable.create.path,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Create an admin',
        body: adminsTable.create.body,
        response: { ...adminsTable.create.responses, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createStaff(app, request.body)),
  );
  app.patch(
    adminsTable.update.path,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Edit, deactivate or change the permissions of an admin',
        params: adminsTable.update.params,
        body: adminsTable.update.body,
        response: { ...adminsTable.update.responses, ...errors },
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
    adminsTable.resetPassword.path,
    {
      config: manage,
      schema: {
        tags,
        summary: "Set an admin's password and end their sessions",
        params: adminsTable.resetPassword.params,
        body: adminsTable.resetPassword.body,
        response: { ...adminsTable.resetPassword.responses, ...errors },
      },
    },
    async (request, reply) => {
      await resetStaffPassword(app, request.params.id, request.body.password);
      app.sessions.forgetSubject('admin', request.params.id);
      return reply.status(204).send(null);
    },
  );
};
