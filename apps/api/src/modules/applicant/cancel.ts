import { eq, requests } from '@visadesk/db';
import type { LifecycleDeps } from '../../domain/request-lifecycle/deps';
import { sendRefund } from '../../domain/request-lifecycle/refunds';
import { checkStatusMove, recordStatusMove } from '../../domain/request-lifecycle/status-move';
import { ownRequest, staleVersion } from './own-request';
import { applicantRequestDetail } from './request-detail';

/**
 * The applicant withdraws a request, where the state machine lets them (Requested, Modified). A
 * Modified request has been paid: its refund is recorded with the move and sent once committed,
 * exactly as when staff cancel a paid request.
 */
export async function cancelRequest(deps: LifecycleDeps, userId: string, id: string, version?: number) {
  const refund = await deps.db.transaction(async (tx) => {
    const current = await ownRequest(tx, userId, id, true);
    checkStatusMove(current.status, 'Canceled', 'applicant', null);
    if (version !== undefined && current.version !== version) throw staleVersion(current.version);
    await tx
      .update(requests)
      .set({ status: 'Canceled', reason: null, version: current.version + 1, updatedAt: deps.clock() })
      .where(eq(requests.id, id));
    return recordStatusMove(deps, tx, current, 'Canceled', { type: 'user', id: userId }, null);
  });
  if (refund) await sendRefund(deps, refund);
  return applicantRequestDetail(deps, userId, id);
}
