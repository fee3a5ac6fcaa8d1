import { type DownloadProgress, type QueryOf, saveBlob } from '@visadesk/client';
import type { Locale } from '@visadesk/contract';
import { transactionPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';
import type { TransactionQuery } from './get-transactions';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * GET /api/transactions/exportAllByAdmin/{csv|xlsx} with the list's filters (not its paging or
 * order), headed in `locale`; streamed by the server and saved under the name it gives.
 */
export async function exportTransactions(
  format: ExportFormat,
  query: TransactionQuery,
  locale: Locale,
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<void> {
  const filters: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && !['page', 'limit', 'sort'].includes(key)) filters[key] = value;
  }
  filters.locale = locale;
  const { blob, fileName } = await api.download(transactionPaths.export, {
    params: { format },
    // The list's URL state; the API checks it.
    query: filters as QueryOf<typeof transactionPaths.export>,
    ...options,
  });
  saveBlob(blob, fileName ?? `transactions.${format}`);
}
