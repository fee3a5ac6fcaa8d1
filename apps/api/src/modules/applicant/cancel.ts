import type { LifecycleDeps } from '../../domain/request-lifecycle/deps';
import { moveRequest, runMoves } from '../../domain/request-lifecycle/move';
import { checkStatusMove } from '../../domain/request-lifecycle/status-move';
import { ownRequest, staleVersion } from './own-request';
import { applicantRequestDetail } from './request-detail';

/**
 * The applicant withdraws a request, where the state machine lets them (Requested, Modified). A
 * Modified request has been paid: its refund is recorded with the move and sent once committed,
 * exactly as when staff cancel a paid request.
 */
export async function cancelRequest(deps: LifecycleDeps, userId: string, id: string, version?: number) {
  await runMoves(deps, async (tx, owe) => {
    const current = await ownRequest(tx, userId, id, true);
    checkStatusMove(current.status, 'Canceled', 'applicant', null);
    if (version !== undefined && current.version !== version) throw staleVersion(current.version);
    owe(await moveRequest(deps, tx, current, { to: 'Canceled', actor: { type: 'user', id: userId } }));
  });
  return applicantRequestDetail(deps, userId, id);
}
