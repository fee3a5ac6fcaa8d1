import { dashboardQuerySchema, dashboardSchema, errorSchema } from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      config: { permission: ['process-requests', 'view-finance'] },
      schema: {
        tags: ['dashboard'],
        summary: 'Requests, revenue and pending work for a period (default: the last 30 days)',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    (request) => dashboard(app, request.query),
  );
};
