import type { EventType } from '@visadesk/contract';
import { type Db, events, sql, type Tx } from '@visadesk/db';

export const EVENTS_CHANNEL = 'visadesk_events';

export interface NewEvent {
  type: EventType;
  requestId?: string | null;
  ticketId?: string | null;
  params?: Record<string, string | number | null>;
  /** The staff member who caused it, when one did: their own bell does not count it as new. */
  actorAdminId?: string | null;
}

/**
 * Writes an event inside the caller's transaction and announces it with NOTIFY, which PostgreSQL
 * (and PGlite) deliver only when that transaction commits: a rolled-back change is never shown.
 */
export async function recordEvent(tx: Tx | Db, event: NewEvent): Promise<string> {
  const [row] = await tx
    .insert(events)
    .values({
      type: event.type,
      requestId: event.requestId ?? null,
      ticketId: event.ticketId ?? null,
      params: event.params ?? {},
      actorAdminId: event.actorAdminId ?? null,
      // The moment of writing rather than the transaction's start: events then sort in about the
      // order they commit, which is what a stream resuming after an event relies on.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: events.id });
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${row!.id})`);
  return row!.id;
}
