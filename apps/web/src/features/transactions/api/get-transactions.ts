import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@visadesk/contract/list';
import type { Transaction } from '@visadesk/contract/transactions';
import { http } from '../../../lib/http/http';

export type TransactionQuery = Record<string, string | number | undefined>;

export interface TransactionPage extends Paged<Transaction> {
  /** For the whole filter, not just this page. */
  totals: { succeededAmount: number; succeededCount: number };
}

/** GET /api/transactions/findAllByAdmin: one page, with the succeeded totals of the whole filter. */
export function getTransactions(query: TransactionQuery, signal?: AbortSignal): Promise<TransactionPage> {
  return http.get<TransactionPage>('/transactions/findAllByAdmin', { query, signal });
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
