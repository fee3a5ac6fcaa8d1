import {
  TRANSACTION_GATEWAYS,
  TRANSACTION_SORT_FIELDS,
  TRANSACTION_STATUSES,
  type Transaction,
} from '@visadesk/contract/transactions';
import type { TableConfig } from '../../components/data-table/table-state';
import type { SoftColor } from '../../components/soft-chip';

export type TransactionFilter = 'gateway' | 'status' | 'from' | 'to' | 'minAmount' | 'maxAmount';

/** The API's amount bounds (contract: 0 … 10¹²), so a hand-edited URL never becomes a 400. */
const amount = { type: 'integer', min: 0, max: 1_000_000_000_000 } as const;

// Newest first, as the API does. A module-level constant: useTableState needs a stable object.
export const transactionTableConfig: TableConfig<TransactionFilter> = {
  sortFields: TRANSACTION_SORT_FIELDS,
  defaultSort: '-createdAt',
  filters: {
    gateway: { type: 'enum', values: TRANSACTION_GATEWAYS },
    status: { type: 'enum', values: TRANSACTION_STATUSES },
    from: { type: 'day' },
    to: { type: 'day' },
    minAmount: amount,
    maxAmount: amount,
  },
};

/** The API looks references up exactly (VD-G-… or VD-…) and wants at least 3 characters. */
export const MIN_REFERENCE_LENGTH = 3;

/**
 * The API query for a table query: the search box is the reference filter (the endpoint has no
 * free-text search), sent only once it is long enough to be one.
 */
export function toTransactionQuery(
  query: Record<string, string | number | undefined>,
): Record<string, string | number | undefined> {
  const { search, ...rest } = query;
  const reference = typeof search === 'string' ? search.trim() : '';
  return {
    ...rest,
    reference: reference.length >= MIN_REFERENCE_LENGTH ? reference.slice(0, 40) : undefined,
  };
}

export const STATUS_COLORS: Record<Transaction['status'], SoftColor> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'error',
  expired: 'default',
  refunded: 'info',
};

export const gatewayKey = (gateway: Transaction['gateway']) => `transactions.gateways.${gateway}`;
export const statusKey = (status: Transaction['status']) => `transactions.statuses.${status}`;
