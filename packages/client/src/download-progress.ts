import type { DownloadProgress } from './types';

const QUOTE = 0x22;
const LF = 0x0a;

/**
 * Counts the data rows of a CSV file as its bytes arrive, in any chunking: a line feed ends a row
 * only outside quotes (RFC 4180, as PostgreSQL's COPY writes it), so a name with a line break in it
 * is one row. UTF-8 continuation bytes never equal `"` or LF, so the bytes need no decoding. The
 * first line is the header and is not counted.
 */
export function csvRowCounter() {
  let quoted = false;
  let lines = 0;
  return {
    push(chunk: Uint8Array): number {
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i];
        // A doubled quote inside a quoted field toggles twice: still quoted, as it should be.
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LF && !quoted) lines++;
      }
      return Math.max(0, lines - 1);
    },
  };
}

/**
 * Reads a response body to the end into a Blob, reporting progress at most every `everyMs`
 * (and once at the end). Aborting the request's signal rejects the read, which cancels the body:
 * the server sees the connection close and stops its query.
 */
export async function readWithProgress(
  res: Response,
  onProgress: (progress: DownloadProgress) => void,
  { countCsvRows = false, everyMs = 250 }: { countCsvRows?: boolean; everyMs?: number } = {},
): Promise<Blob> {
  const type = res.headers.get('content-type') ?? '';
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const counter = countCsvRows ? csvRowCounter() : undefined;
  const parts: BlobPart[] = [];
  const progress: DownloadProgress = { bytes: 0, ...(counter ? { rows: 0 } : {}) };
  let reported = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parts.push(value);
    progress.bytes += value.length;
    if (counter) progress.rows = counter.push(value);
    const now = Date.now();
    if (now - reported >= everyMs) {
      reported = now;
      onProgress({ ...progress });
    }
  }
  onProgress({ ...progress });
  return new Blob(parts, { type });
}
