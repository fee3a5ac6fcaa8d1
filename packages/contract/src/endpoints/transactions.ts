import { z } from 'zod';
import { exportFormatSchema } from '../requests';
import {
  transactionExportQuerySchema,
  transactionListQuerySchema,
  transactionPageSchema,
} from '../transactions';
import { defineEndpoint } from './define-endpoint';
import { transactionPaths as p } from './paths';

export const transactionEndpoints = {
  list: defineEndpoint(p.list, {
    query: transactionListQuerySchema,
    responses: { 200: transactionPageSchema },
  }),
  /** CSV or XLSX of every transaction the filters match, streamed. */
  export: defineEndpoint(p.export, {
    params: z.object({ format: exportFormatSchema }),
    query: transactionExportQuerySchema,
  }),
};
