import { z } from 'zod';
import { fcmTokenSchema } from '../accounts';
import { pushRegisterSchema, pushResultSchema, pushSendSchema } from '../events';
import { defineEndpoint } from './define-endpoint';
import { pushPaths as p } from './paths';

const ok = z.object({ ok: z.literal(true) });

/** Push notifications: devices register their tokens; managers broadcast. */
export const pushEndpoints = {
  registerToken: defineEndpoint(p.registerToken, {
    auth: 'any',
    body: pushRegisterSchema,
    responses: { 200: ok },
  }),
  updateAdminToken: defineEndpoint(p.updateAdminToken, { body: fcmTokenSchema, responses: { 200: ok } }),
  send: defineEndpoint(p.send, { body: pushSendSchema, responses: { 200: pushResultSchema } }),
};
