import {
  ACTION_PERMISSIONS,
  allowedTransitions,
  canTransition,
  ErrorCode,
  hasPermission,
  type RequestPatch,
  type RequestStatus,
  reasonRequired,
} from '@visadesk/contract';
import { admins, and, eq, requestNotes, requestStatusHistory, requests } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { recordEvent } from '../../lib/events';
import { recordRefundDue, sendRefund } from '../payments/refunds';
import { getRequestDetail } from './read';

/**
 * An admin's change to a request: status move (per the state machine), assignment and an internal
 * note. The version guards against two people editing at once; the move, its history row and its
 * event commit together or not at all.
 */
export async function updateRequest(
  app: FastifyInstance,
  adminId: string,
  id: string,
  patch: RequestPatch,
  /** The signed-in admin's permissions: a move that refunds a payment needs view-finance too. */
  perms: readonly string[] = [],
) {
  const refund = await app.db.transaction(async (tx) => {
    const [current] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
    if (!current) throw notFound('Request');
    if (current.version !== patch.version) {
      throw new AppError(
        409,
        ErrorCode.STALE_VERSION,
        `This request was changed by someone else (now version ${current.version}); reload it and try again`,
      );
    }
    const changes: Partial<typeof requests.$inferInsert> = {};
    const to: RequestStatus | undefined =
      patch.status && patch.status !== current.status ? patch.status : undefined;
    if (to) {
      if (!canTransition(current.status, to, 'admin')) {
        const allowed = allowedTransitions(current.status, 'admin');
        throw conflict(
          `A request cannot go from ${current.status} to ${to}; allowed: ${allowed.length > 0 ? allowed.join(', ') : 'none (final status)'}`,
          ErrorCode.ILLEGAL_TRANSITION,
        );
      }
      if (reasonRequired(current.status, to) && !patch.reason) {
        throw badRequest([`body.reason: a reason is required to mark a request ${to}`]);
      }
      changes.status = to;
      changes.reason = patch.reason ?? null;
    }
    if (patch.assignedAdminId !== undefined) {
      if (patch.assignedAdminId) {
        const [assignee] = await tx
          .select({ id: admins.id })
          .from(admins)
          .where(and(eq(admins.id, patch.assignedAdminId), eq(admins.isActive, true)));
        if (!assignee) throw badRequest(['body.assignedAdminId: no such active admin']);
      }
      changes.assignedAdminId = patch.assignedAdminId;
    }
    if (patch.note) await tx.insert(requestNotes).values({ requestId: id, adminId, body: patch.note });

    await tx
      .update(requests)
      .set({ ...changes, version: current.version + 1, updatedAt: new Date() })
      .where(eq(requests.id, id));
    if (to) {
      await tx.insert(requestStatusHistory).values({
        requestId: id,
        fromStatus: current.status,
        toStatus: to,
        actorType: 'admin',
        actorId: adminId,
        note: patch.reason ?? null,
      });
      await recordEvent(tx, {
        type: 'request.status-changed',
        requestId: id,
        params: { reference: current.reference, from: current.status, to },
      });
      // Money taken for a request that will not be served goes back.
      if (to === 'Canceled' || to === 'Rejected') {
        const refund = await recordRefundDue(tx, current, adminId);
        // Checked here, where the refund is known: the whole move rolls back without the permission.
        if (refund && !hasPermission(perms, ACTION_PERMISSIONS['requests.refund'])) {
          throw new AppError(
            403,
            ErrorCode.FORBIDDEN,
            'This request is paid: canceling or rejecting it refunds the payment, which needs the view-finance permission',
          );
        }
        return refund;
      }
    }
    return null;
  });
  if (refund) await sendRefund(app, refund);
  return getRequestDetail(app, id);
}
