import type { ExportProgress } from '@visadesk/contract';
import { sql } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';

/**
 * Progress of a running export, announced with NOTIFY so the instance holding the exporting
 * admin's event stream hears it, whichever instance runs the export (as events are). Not stored:
 * a stream that is not open when a message goes out simply misses it.
 */
export const EXPORT_PROGRESS_CHANNEL = 'visadesk_export_progress';

/** A progress message for one admin's streams. */
export interface AdminExportProgress extends ExportProgress {
  adminId: string;
}

/** Announcements at most this often per export (the last one always goes). */
const EVERY_MS = 250;

/**
 * An `onProgress` for an export: announces rows so far to `adminId`'s event streams, at most every
 * 250 ms and once at the end, in order. A failed announcement is logged, never fails the export.
 */
export function progressAnnouncer(
  app: Pick<FastifyInstance, 'db' | 'log'>,
  adminId: string,
  exportId: string,
) {
  let last = 0;
  let inFlight = false;
  // One NOTIFY at a time, each sent after the previous one returned: the pool would otherwise send
  // them on several connections, whose commits (and so deliveries) can swap, and a stream saw
  // "5 093 rows" arrive after "done". A count due while one is on its way is skipped; the last
  // always goes, after the others.
  let queue: Promise<void> = Promise.resolve();
  return (rows: number, done: boolean) => {
    const now = Date.now();
    if (!done && (inFlight || now - last < EVERY_MS)) return;
    last = now;
    inFlight = true;
    const payload = JSON.stringify({ adminId, exportId, rows, done } satisfies AdminExportProgress);
    queue = queue.then(() =>
      app.db.execute(sql`select pg_notify(${EXPORT_PROGRESS_CHANNEL}, ${payload})`).then(
        () => {
          inFlight = false;
        },
        (err: Error) => {
          inFlight = false;
          app.log.warn({ err: { message: err.message } }, 'could not announce export progress');
        },
      ),
    );
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A notification's payload, checked (another program could NOTIFY on the channel). */
export function parseExportProgress(payload: string): AdminExportProgress | null {
  try {
    const p = JSON.parse(payload) as Partial<AdminExportProgress>;
    if (
      typeof p.adminId === 'string' &&
      UUID.test(p.adminId) &&
      typeof p.exportId === 'string' &&
      UUID.test(p.exportId) &&
      Number.isInteger(p.rows) &&
      (p.rows as number) >= 0 &&
      typeof p.done === 'boolean'
    )
      return { adminId: p.adminId, exportId: p.exportId, rows: p.rows as number, done: p.done };
  } catch {
    // not ours
  }
  return null;
}
