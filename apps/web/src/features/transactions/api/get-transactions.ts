import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf, ResultOf } from '@visadesk/client';
import { transactionPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

export type TransactionQuery = Record<string, string | number | undefined>;

/** A page of transactions with the succeeded totals of the whole filter, not just this page. */
export type TransactionPage = ResultOf<typeof transactionPaths.list>;

/** GET /api/transactions/findAllByAdmin: one page, with the succeeded totals of the whole filter. */
export function getTransactions(query: TransactionQuery, signal?: AbortSignal): Promise<TransactionPage> {
  // The list's URL state; the API checks it.
  return api.call(transactionPaths.list, { query: query as QueryOf<typeof transactionPaths.list>, signal });
}

export const transactionsQueryOptions = (query: TransactionQuery) =>
  queryOptions({
    queryKey: ['transactions', 'list', query],
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTransactions(query: TransactionQuery) {
  return useQuery(transactionsQueryOptions(query));
}
