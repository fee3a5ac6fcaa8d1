import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportTransactions, listTransactions } from './service';

const transactionsTable = endpoints.transactions;

const tags = ['transactions'];

export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    transactionsTable.list.path,
    {
      config: { permission: 'view-finance' },
      schema: {
        tags,
        summary: 'Transactions, paged, with totals for the whole filter',
        querystring: transactionsTable.list.query,
        response: {
          ...transactionsTable.list.responses,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    (request) => listTransactions(app, request.query),
  );
  app.get(
    transactionsTable.export.path,
    {
      config: { permission: ['view-finance', 'export-data'] },
      schema: {
        tags,
        summary: 'Every transaction matching the filters as CSV (UTF-8 with BOM) or XLSX, streamed',
        params: transactionsTable.export.params,
        querystring: transactionsTable.export.query,
      },
    },
    (request, reply) => {
      const { locale, ...filters } = request.query;
      return exportTransactions(app, reply, request.params.format, filters, locale);
    },
  );
};
