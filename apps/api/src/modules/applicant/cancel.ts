import { eq, requests } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { sendRefund } from '../payments/refunds';
import { checkStatusMove, recordStatusMove } from '../requests/update';
import { ownRequest, staleVersion } from './own-request';
import { applicantRequestDetail } from './request-detail';

/**
 * The applicant withdraws a request, where the state machine lets them (Requested, Modified). A
 * Modified request has been paid: its refund is recorded with the move and sent once committed,
 * exactly as when staff cancel a paid request.
 */
export async function cancelRequest(app: FastifyInstance, userId: string, id: string, version?: number) {
  const refund = await app.db.transaction(async (tx) => {
    const current = await ownRequest(tx, userId, id, true);
    checkStatusMove(current.status, 'Canceled', 'applicant', null);
    if (version !== undefined && current.version !== version) throw staleVersion(current.version);
    await tx
      .update(requests)
      .set({ status: 'Canceled', reason: null, version: current.version + 1, updatedAt: new Date() })
      .where(eq(requests.id, id));
    return recordStatusMove(app, tx, current, 'Canceled', { type: 'user', id: userId }, null);
  });
  if (refund) await sendRefund(app, refund);
  return applicantRequestDetail(app, userId, id);
}
