import type { AppEvent, EventType } from '@visadesk/contract';
import type { EventRow } from '@visadesk/db';

export const toEvent = (row: EventRow): AppEvent => ({
  id: row.id,
  type: row.type as EventType,
  requestId: row.requestId,
  ticketId: row.ticketId,
  params: row.params,
  actorAdminId: row.actorAdminId,
  seen: row.seen,
  seenAt: row.seenAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
