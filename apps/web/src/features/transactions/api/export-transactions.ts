import type { Locale } from '@visadesk/contract';
import { downloadFile } from '../../../lib/http/download';
import type { TransactionQuery } from './get-transactions';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * GET /api/transactions/exportAllByAdmin/{csv|xlsx} with the list's filters (not its paging or
 * order), headed in `locale`; streamed by the server and saved under the name it gives.
 */
export function exportTransactions(
  format: ExportFormat,
  query: TransactionQuery,
  locale: Locale,
  options?: Parameters<typeof downloadFile>[2],
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && !['page', 'limit', 'sort'].includes(key)) {
      params.set(key, String(value));
    }
  }
  params.set('locale', locale);
  return downloadFile(
    `/transactions/exportAllByAdmin/${format}?${params}`,
    `transactions.${format}`,
    options,
  );
}
