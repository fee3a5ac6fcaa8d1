import {
  errorSchema,
  fcmTokenSchema,
  pushRegisterSchema,
  pushResultSchema,
  pushSendSchema,
} from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerToken, sendPush } from './service';

const ok = z.object({ ok: z.literal(true) });

export const firebaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/firebase/register-token',
    {
      config: { auth: 'any', permission: 'none' },
      schema: {
        tags: ['notifications'],
        summary: "Register this device's FCM token for the signed-in admin or applicant",
        body: pushRegisterSchema,
        response: { 200: ok, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const p = request.principal!;
      await registerToken(app, p.typ, p.sub, request.body.token);
      return { ok: true as const };
    },
  );

  app.patch(
    '/api/admin/update-fcm',
    {
      config: { permission: 'none' },
      schema: {
        tags: ['admins'],
        summary: "Register the signed-in admin's FCM token",
        body: fcmTokenSchema,
        response: { 200: ok, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await registerToken(app, 'admin', request.principal!.sub, request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/firebase/send',
    {
      config: { permission: 'edit-admins' },
      schema: {
        tags: ['notifications'],
        summary: 'Send a push notification to admins, applicants or raw tokens',
        body: pushSendSchema,
        response: { 200: pushResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    (request) => {
      const { title, body, data, ...to } = request.body;
      return sendPush(app, to, { title, body, ...(data ? { data } : {}) });
    },
  );
};
