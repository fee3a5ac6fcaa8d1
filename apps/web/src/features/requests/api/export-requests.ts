import { type DownloadProgress, type QueryOf, randomId, saveBlob } from '@visadesk/client';
import type { Locale } from '@visadesk/contract';
import { requestPaths } from '@visadesk/contract/paths';
import type { EXPORT_FORMATS } from '@visadesk/contract/requests';
import { api } from '../../../lib/http/http';
import { onExportProgress } from '../../../lib/live/export-progress';

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * GET /api/requests/export-list/{csv|xlsx} with the list's filters and search (not its paging):
 * streamed by the server, saved under the name it gives. `onProgress` sees rows so far (counted in
 * the CSV; for XLSX as the event stream announces them, else bytes only); aborting `signal`
 * cancels the download and the server's query with it.
 */
export async function exportRequests(
  format: ExportFormat,
  filters: Record<string, string | number | undefined>,
  locale: Locale,
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<void> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !['page', 'limit', 'sort'].includes(key)) query[key] = value;
  }
  query.locale = locale;
  // XLSX: the rows come from the server on the event stream, announced under an id of ours; the
  // bytes still arrive here (and are what shows if the stream is not there).
  let rows: number | undefined;
  let stop = () => {};
  if (format === 'xlsx' && options.onProgress) {
    const exportId = randomId();
    query.progress = exportId;
    stop = onExportProgress(exportId, (p) => {
      rows = p.rows;
    });
  }
  const report = options.onProgress;
  try {
    const { blob, fileName } = await api.download(requestPaths.export, {
      params: { format },
      // The list's URL state; the API checks it.
      query: query as QueryOf<typeof requestPaths.export>,
      ...options,
      ...(report
        ? { onProgress: (p: DownloadProgress) => report(rows === undefined ? p : { ...p, rows }) }
        : {}),
    });
    saveBlob(blob, fileName ?? `visa-requests.${format}`);
  } finally {
    stop();
  }
}
