import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerToken, sendPush } from './service';

const pushTable = endpoints.push;

export const firebaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    pushTable.registerToken.path,
    {
      config: { auth: 'any', permission: 'none' },
      schema: {
        tags: ['notifications'],
        summary: "Register this device's FCM token for the signed-in admin or applicant",
        body: pushTable.registerToken.body,
        response: { ...pushTable.registerToken.responses, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const p = request.principal!;
      await registerToken(app, p.typ, p.sub, request.body.token);
      return { ok: true as const };
    },
  );

  app.patch(
    pushTable.updateAdminToken.path,
    {
      config: { permission: 'none' },
      schema: {
        tags: ['admins'],
        summary: "Register the signed-in admin's FCM token",
        body: pushTable.updateAdminToken.body,
        response: { ...pushTable.updateAdminToken.responses, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await registerToken(app, 'admin', request.principal!.sub, request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    pushTable.send.path,
    {
      config: { permission: 'edit-admins' },
      schema: {
        tags: ['notifications'],
        summary: 'Send a push notification to admins, applicants or raw tokens',
        body: pushTable.send.body,
        response: { ...pushTable.send.responses, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    (request) => {
      const { title, body, data, ...to } = request.body;
      return sendPush(app, to, { title, body, ...(data ? { data } : {}) });
    },
  );
};
