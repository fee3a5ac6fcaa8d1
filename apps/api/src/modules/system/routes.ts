import { endpoints } from '@visadesk/contract/endpoints';
import { sql } from '@visadesk/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const systemTable = endpoints.system;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    systemTable.hello.path,
    {
      config: { auth: 'public' },
      schema: { tags: ['system'], summary: 'Hello', response: systemTable.hello.responses },
    },
    async () => ({ name: 'VisaDesk API', version: app.appVersion }),
  );

  app.get(
    systemTable.notices.path,
    {
      config: { permission: 'none' },
      schema: {
        tags: ['system'],
        summary: 'How this server runs, as staff must know it (the payment sandbox)',
        response: systemTable.notices.responses,
      },
    },
    async () => ({
      paymentSandbox: Boolean(app.payments.sandbox.zaincash || app.payments.sandbox.qicard),
      production: app.config.NODE_ENV === 'production',
    }),
  );

  app.get(
    systemTable.health.path,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: systemTable.health.responses,
      },
    },
    async (_request, reply) => {
      const database = await app.db
        .execute(sql`select 1`)
        .then(() => 'up' as const)
        .catch(() => 'down' as const);
      const body = {
        status: database === 'up' ? ('ok' as const) : ('degraded' as const),
        database,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(database === 'up' ? 200 : 503).send(body);
    },
  );
};
