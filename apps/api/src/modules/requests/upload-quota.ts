import { ErrorCode } from '@visadesk/contract';
import { applicantUploads, type Db, sql, type Tx } from '@visadesk/db';
import type { Config } from '../../config';
import { AppError } from '../../lib/http/errors';

export type UploadQuotaConfig = Pick<
  Config,
  | 'APPLICANT_UPLOADS_PER_REQUEST'
  | 'APPLICANT_UPLOAD_MB_PER_REQUEST'
  | 'APPLICANT_UPLOADS_TOTAL'
  | 'APPLICANT_UPLOAD_MB_TOTAL'
  | 'APPLICANT_UPLOADS_PER_HOUR'
  | 'APPLICANT_UPLOAD_MB_PER_HOUR'
>;

const MB = 1024 * 1024;

interface Usage {
  requestCount: number;
  requestBytes: number;
  totalCount: number;
  totalBytes: number;
  hourCount: number;
  hourBytes: number;
  /** Seconds until the oldest upload of the last hour leaves it. */
  hourFreesIn: number;
}

interface UsageRow {
  request_count: number;
  request_bytes: string;
  total_count: number;
  total_bytes: string;
  hour_count: number;
  hour_bytes: string;
  hour_frees_in: number | null;
}

/** What the applicant has on this request, on all their requests, and sent in the last hour. */
async function usage(db: Db | Tx, userId: string, requestId: string): Promise<Usage> {
  const result = await db.execute(sql`
    select r.request_count, r.request_bytes, t.total_count, t.total_bytes,
           h.hour_count, h.hour_bytes, h.hour_frees_in
    from (select count(*)::int as request_count, coalesce(sum(size), 0)::text as request_bytes
            from request_documents
           where request_id = ${requestId} and uploaded_by_type = 'user') r,
         (select count(*)::int as total_count, coalesce(sum(d.size), 0)::text as total_bytes
            from requests q join request_documents d on d.request_id = q.id
           where q.user_id = ${userId} and d.uploaded_by_type = 'user') t,
         (select count(*)::int as hour_count, coalesce(sum(bytes), 0)::text as hour_bytes,
                 ceil(extract(epoch from min(created_at) + interval '1 hour' - now()))::int as hour_frees_in
            from applicant_uploads
           where user_id = ${userId} and created_at > now() - interval '1 hour') h`);
  const row = (result as unknown as { rows: UsageRow[] }).rows[0]!;
  return {
    requestCount: row.request_count,
    requestBytes: Number(row.request_bytes),
    totalCount: row.total_count,
    totalBytes: Number(row.total_bytes),
    hourCount: row.hour_count,
    hourBytes: Number(row.hour_bytes),
    hourFreesIn: Math.max(1, row.hour_frees_in ?? 1),
  };
}

const full = (message: string) => new AppError(409, ErrorCode.UPLOAD_LIMIT, `file: ${message}`);

/**
 * Refuses an applicant's upload that would pass one of their limits (ADR 0010's spirit for
 * files: a burst costs the agency disk and staff attention). `bytes` is 0 before the file is read,
 * when only the counts can already be full.
 */
export async function checkUploadQuota(
  db: Db | Tx,
  config: UploadQuotaConfig,
  userId: string,
  requestId: string,
  bytes: number,
): Promise<void> {
  const u = await usage(db, userId, requestId);
  if (u.requestCount + 1 > config.APPLICANT_UPLOADS_PER_REQUEST) {
    throw full(
      `this request already holds ${config.APPLICANT_UPLOADS_PER_REQUEST} of your documents, the most it may`,
    );
  }
  if (u.requestBytes + bytes > config.APPLICANT_UPLOAD_MB_PER_REQUEST * MB) {
    throw full(
      `your documents on this request may take up to ${config.APPLICANT_UPLOAD_MB_PER_REQUEST} MB in all`,
    );
  }
  if (u.totalCount + 1 > config.APPLICANT_UPLOADS_TOTAL) {
    throw full(
      `your requests already hold ${config.APPLICANT_UPLOADS_TOTAL} of your documents, the most they may`,
    );
  }
  if (u.totalBytes + bytes > config.APPLICANT_UPLOAD_MB_TOTAL * MB) {
    throw full(`your documents may take up to ${config.APPLICANT_UPLOAD_MB_TOTAL} MB in all`);
  }
  if (
    u.hourCount + 1 > config.APPLICANT_UPLOADS_PER_HOUR ||
    u.hourBytes + bytes > config.APPLICANT_UPLOAD_MB_PER_HOUR * MB
  ) {
    throw new AppError(
      429,
      ErrorCode.UPLOAD_RATE_LIMITED,
      `file: you may upload up to ${config.APPLICANT_UPLOADS_PER_HOUR} documents or ${config.APPLICANT_UPLOAD_MB_PER_HOUR} MB an hour; try again in ${Math.ceil(u.hourFreesIn / 60)} minutes`,
      { 'retry-after': String(u.hourFreesIn) },
    );
  }
}

/**
 * Inside the transaction that stores the document: one upload at a time per applicant (their row
 * is locked), checked again with the file's size, then counted; the log keeps a day.
 */
export async function takeUploadQuota(
  tx: Tx,
  config: UploadQuotaConfig,
  userId: string,
  requestId: string,
  bytes: number,
): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
  await checkUploadQuota(tx, config, userId, requestId, bytes);
  await tx.insert(applicantUploads).values({ userId, bytes });
  await tx.execute(
    sql`delete from applicant_uploads where user_id = ${userId} and created_at < now() - interval '1 day'`,
  );
}
