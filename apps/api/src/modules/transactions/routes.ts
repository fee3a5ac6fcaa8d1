import {
  errorSchema,
  exportFormatSchema,
  transactionExportQuerySchema,
  transactionListQuerySchema,
  transactionPageSchema,
} from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportTransactions, listTransactions } from './service';

const tags = ['transactions'];

export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/transactions/findAllByAdmin',
    {
      config: { permission: 'view-finance' },
      schema: {
        tags,
        summary: 'Transactions, paged, with totals for the whole filter',
        querystring: transactionListQuerySchema,
        response: { 200: transactionPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    (request) => listTransactions(app, request.query),
  );
  app.get(
    '/api/transactions/exportAllByAdmin/:format',
    {
      config: { permission: ['view-finance', 'export-data'] },
      schema: {
        tags,
        summary: 'Every transaction matching the filters as CSV (UTF-8 with BOM) or XLSX, streamed',
        params: z.object({ format: exportFormatSchema }),
        querystring: transactionExportQuerySchema,
      },
    },
    (request, reply) => {
      const { locale, ...filters } = request.query;
      return exportTransactions(app, reply, request.params.format, filters, locale);
    },
  );
};
