import { cashPaymentResultSchema, cashPaymentSchema, errorSchema } from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordCashPayment } from './cash';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/gateways/record-cash-payment',
    {
      schema: {
        tags: ['payments'],
        summary: "Record cash paid at the office for a group's waiting requests (they become Paid)",
        body: cashPaymentSchema,
        response: {
          201: cashPaymentResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await recordCashPayment(app, request.principal!.sub, request.body.groupId, request.body.note)),
  );
};
