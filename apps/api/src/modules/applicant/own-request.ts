import { ErrorCode } from '@visadesk/contract';
import { and, type Db, eq, type RequestRow, requests, type Tx } from '@visadesk/db';
import { AppError, notFound } from '../../lib/http/errors';

/**
 * One of the applicant's own requests, locked for the caller's transaction when asked. Another
 * applicant's request gets the same 404 as an unknown id, so ids cannot be probed.
 */
export async function ownRequest(db: Db | Tx, userId: string, id: string, lock = false): Promise<RequestRow> {
  const query = db
    .select()
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Request');
  return row;
}

/** The applicant's copy is older than the request: staff (or another tab) changed it meanwhile. */
export const staleVersion = (now: number) =>
  new AppError(
    409,
    ErrorCode.STALE_VERSION,
    `This request was changed since you loaded it (now version ${now}); reload it and try again`,
  );
