import type { Locale } from '@visadesk/contract';
import type { EXPORT_FORMATS } from '@visadesk/contract/requests';
import type { DownloadProgress } from '../../../lib/http/download-progress';
import { fetchFile, saveBlob } from './fetch-file';

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * GET /api/requests/export-list/{csv|xlsx} with the list's filters and search (not its paging):
 * streamed by the server, saved under the name it gives. `onProgress` sees rows so far (CSV) or
 * bytes so far (XLSX); aborting `signal` cancels the download and the server's query with it.
 */
export async function exportRequests(
  format: ExportFormat,
  filters: Record<string, string | number | undefined>,
  locale: Locale,
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !['page', 'limit', 'sort'].includes(key)) {
      params.set(key, String(value));
    }
  }
  params.set('locale', locale);
  const { blob, fileName } = await fetchFile(`/api/requests/export-list/${format}?${params}`, options);
  saveBlob(blob, fileName ?? `visa-requests.${format}`);
}
