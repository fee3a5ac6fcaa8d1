import { getAccessToken } from '../session/session';
import { ApiError } from './api-error';
import { type DownloadProgress, readWithProgress } from './download-progress';
import { http, notifyApiError } from './http';

/**
 * Downloads a private file (an export) with the bearer token and hands it to the browser: a plain
 * link cannot send the Authorization header. A 401 renews through the HTTP client's one refresh
 * queue; errors are toasted like any API call's. Resolves once the download has started.
 * `onProgress` sees bytes (and, for CSV, rows) so far; aborting `signal` cancels the download and
 * with it the server's query.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<void> {
  const url = `/api${path}`;
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
    notifyApiError(apiError.message, apiError.code);
    throw apiError;
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => undefined);
    const error = ApiError.fromBody(
      res.status,
      body,
      res.statusText || `HTTP ${res.status}`,
      res.headers.get('x-request-id'),
    );
    for (const message of error.messages) notifyApiError(message, error.code, error.reference);
    throw error;
  }
  const name = filenameFromContentDisposition(res.headers.get('content-disposition')) ?? fallbackName;
  const csv = (res.headers.get('content-type') ?? '').startsWith('text/csv');
  saveBlob(
    onProgress ? await readWithProgress(res, onProgress, { countCsvRows: csv }) : await res.blob(),
    name,
  );
}

/**
 * The file name in a Content-Disposition header: the RFC 5987 `filename*` (UTF-8, percent-encoded,
 * how Arabic names travel) wins over the plain `filename`. Undefined when neither is there.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = baseName(decodeURIComponent(extended[1]!.trim().replace(/^"|"$/g, '')));
      if (name) return name;
    } catch {
      // malformed percent-encoding: fall back to the plain parameter
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return value ? baseName(value) || undefined : undefined;
}

/** A name, never a path. */
function baseName(name: string): string {
  return name.split(/[/\\]/).pop()!.trim();
}

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the click start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
