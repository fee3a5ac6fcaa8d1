import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from './service';

const dashboardTable = endpoints.dashboard;

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    dashboardTable.get.path,
    {
      config: { permission: ['process-requests', 'view-finance'] },
      schema: {
        tags: ['dashboard'],
        summary: 'Requests, revenue and pending work for a period (default: the last 30 days)',
        querystring: dashboardTable.get.query,
        response: { ...dashboardTable.get.responses, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    (request) => dashboard(app, request.query),
  );
};
