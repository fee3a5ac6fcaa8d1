import { ApiError } from '../../../lib/http/api-error';
import { type DownloadProgress, readWithProgress } from '../../../lib/http/download-progress';
import { http, notifyApiError } from '../../../lib/http/http';
import { getAccessToken } from '../../../lib/session/session';
import { filenameFromContentDisposition } from '../content-disposition';

export interface FetchedFile {
  blob: Blob;
  /** From Content-Disposition, when the server named it. */
  fileName: string | undefined;
}

/**
 * GET a private file (a document, an export) as a blob with the bearer token: an <img> or a link
 * cannot send the Authorization header. A 401 renews through the HTTP client's one refresh queue.
 */
export async function fetchFile(
  url: string,
  {
    signal,
    silent = false,
    onProgress,
  }: {
    signal?: AbortSignal;
    silent?: boolean;
    /** Bytes (and, for CSV, rows) so far while the body streams in; aborting `signal` stops it. */
    onProgress?: (progress: DownloadProgress) => void;
  } = {},
): Promise<FetchedFile> {
  const send = (token: string | undefined) =>
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  const sentWith = getAccessToken();
  let res: Response;
  try {
    res = await send(sentWith);
    if (res.status === 401 && sentWith) {
      const current = getAccessToken();
      res = await send(current && current !== sentWith ? current : await http.renewToken());
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof ApiError) throw error;
    const apiError = new ApiError(0, 'NETWORK_ERROR', 'Network error');
    if (!silent) notifyApiError(apiError.message, apiError.code);
    throw apiError;
  }
  if (!res.ok) {
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      body = undefined;
    }
    const error = ApiError.fromBody(
      res.status,
      body,
      res.statusText || `HTTP ${res.status}`,
      res.headers.get('x-request-id'),
    );
    if (!silent) for (const message of error.messages) notifyApiError(message, error.code, error.reference);
    throw error;
  }
  const csv = (res.headers.get('content-type') ?? '').startsWith('text/csv');
  return {
    blob: onProgress ? await readWithProgress(res, onProgress, { countCsvRows: csv }) : await res.blob(),
    fileName: filenameFromContentDisposition(res.headers.get('content-disposition')),
  };
}

/** Hands a blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the click start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
