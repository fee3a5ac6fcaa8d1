import {
  allowedTransitions,
  canTransition,
  ErrorCode,
  type Locale,
  type RequestStatus,
  reasonRequired,
} from '@visadesk/contract';
import { type RequestRow, requestStatusHistory, type Tx } from '@visadesk/db';
import { badRequest, conflict } from '../../lib/http/errors';
import type { LifecycleDeps } from './deps';
import { notifyStatusChanged } from './notify-applicant';
import { type DueRefund, recordRefundDue } from './refunds';

/** Who moves a request: staff, or the applicant who owns it (`user`, as in the history table). */
export interface MoveActor {
  type: 'admin' | 'user';
  id: string;
}

/**
 * The state machine's word on a move, for staff or the applicant: 409 ILLEGAL_TRANSITION naming
 * the allowed moves, or 400 when the move must say why (Rejected, Modified) and does not.
 */
export function checkStatusMove(
  from: RequestStatus,
  to: RequestStatus,
  actor: 'admin' | 'applicant',
  reason: string | null | undefined,
) {
  if (!canTransition(from, to, actor)) {
    const allowed = allowedTransitions(from, actor);
    throw conflict(
      `A request cannot go from ${from} to ${to}; allowed: ${allowed.length > 0 ? allowed.join(', ') : 'none (final status)'}`,
      ErrorCode.ILLEGAL_TRANSITION,
    );
  }
  if (reasonRequired(from, to) && !reason) {
    throw badRequest([`body.reason: a reason is required to mark a request ${to}`]);
  }
}

/**
 * What every status move writes besides the row itself, inside the caller's transaction (after
 * checkStatusMove and the row's update): its history row, its event, the applicant's mail (queued
 * in this transaction) and, when a paid request is canceled or rejected, the refund it is owed.
 * Returns that refund, to send (sendRefund) once committed.
 */
export async function recordStatusMove(
  deps: Pick<LifecycleDeps, 'mail' | 'events' | 'portalUrl' | 'timeZone'>,
  tx: Tx,
  current: Pick<RequestRow, 'id' | 'groupId' | 'price' | 'reference' | 'status'>,
  to: RequestStatus,
  actor: MoveActor,
  /** What staff wrote for the applicant, and the language they wrote it in. */
  reason: { text: string; lang: Locale } | null,
): Promise<DueRefund | null> {
  await tx.insert(requestStatusHistory).values({
    requestId: current.id,
    fromStatus: current.status,
    toStatus: to,
    actorType: actor.type,
    actorId: actor.id,
    note: reason?.text ?? null,
    noteLang: reason?.lang ?? null,
  });
  await deps.events(tx, {
    type: 'request.status-changed',
    requestId: current.id,
    params: { reference: current.reference, from: current.status, to },
    actorAdminId: actor.type === 'admin' ? actor.id : null,
  });
  await notifyStatusChanged(deps, tx, { requestId: current.id, to, reason });
  // Money taken for a request that will not be served goes back.
  if (to === 'Canceled' || to === 'Rejected') {
    return recordRefundDue(tx, current, actor.type === 'admin' ? actor.id : null);
  }
  return null;
}
