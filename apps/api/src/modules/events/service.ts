import type { AppEvent } from '@visadesk/contract';
import { and, count, eq, events, inArray, type SQL, sql } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http/errors';
import { runList } from '../../lib/sql/list';
import { ListFilterSet } from '../../lib/sql/list-filters';
import { recordEvent } from '../../lib/sql/record-event';
import { toEvent } from './mappers';

export interface EventListQuery {
  page: number;
  limit: number;
  sort: string;
  search?: string | undefined;
  seen?: boolean | undefined;
}

/**
 * Seen is the team's flag, except that a staff member's own actions are never new to them
 * (issue 27): for the reader, an event is unread when nobody marked it and they did not cause it.
 */
const unreadBy = (reader: SQL | string) =>
  sql`(not ${events.seen} and ${events.actorAdminId} is distinct from ${reader}::uuid)`;
const readBy = (reader: SQL | string) => sql`(${events.seen} or ${events.actorAdminId} = ${reader}::uuid)`;

const eventFilters = new ListFilterSet<{ unreadBy?: string | undefined; readBy?: string | undefined }>({
  unreadBy: { where: (reader) => unreadBy(reader) },
  readBy: { where: (reader) => readBy(reader) },
});

/** The event as `reader` sees it: their own action reads as seen from the moment it happened. */
export const forReader = (event: AppEvent, reader: string | undefined): AppEvent =>
  !event.seen && reader !== undefined && event.actorAdminId === reader
    ? { ...event, seen: true, seenAt: event.createdAt }
    : event;

export async function listEvents(app: FastifyInstance, query: EventListQuery, reader: string) {
  const values = {
    unreadBy: query.seen === false ? reader : undefined,
    readBy: query.seen === true ? reader : undefined,
  };
  const page = await runList({
    name: 'events',
    db: app.db,
    table: events,
    query: { ...query, search: undefined },
    searchColumn: events.type,
    idColumn: events.id,
    sortColumns: { createdAt: events.createdAt },
    filters: eventFilters,
    values,
    rows: { byIds: (ids) => app.db.select().from(events).where(inArray(events.id, ids)) },
  });
  const [unseen] = await app.db.select({ n: count() }).from(events).where(unreadBy(reader));
  return {
    ...page,
    items: page.items.map((row) => forReader(toEvent(row), reader)),
    unseen: unseen?.n ?? 0,
  };
}

export async function getEvent(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound('Event');
  return toEvent(row);
}

export async function createEvent(
  app: FastifyInstance,
  body: {
    type: Parameters<typeof recordEvent>[1]['type'];
    requestId?: string | undefined;
    params: Record<string, string | number | null>;
  },
  actorAdminId: string,
) {
  const id = await app.db.transaction((tx) => recordEvent(tx, { ...body, actorAdminId }));
  return getEvent(app, id);
}

const seenColumns = (seen: boolean) => ({ seen, seenAt: seen ? sql`now()` : null });

export async function updateEvent(
  app: FastifyInstance,
  id: string,
  patch: { seen?: boolean | undefined; params?: Record<string, string | number | null> | undefined },
) {
  const set: Record<string, unknown> = {};
  if (patch.seen !== undefined) Object.assign(set, seenColumns(patch.seen));
  if (patch.params !== undefined) set.params = patch.params;
  if (Object.keys(set).length === 0) return getEvent(app, id);
  const [row] = await app.db.update(events).set(set).where(eq(events.id, id)).returning();
  if (!row) throw notFound('Event');
  return toEvent(row);
}

export async function deleteEvent(app: FastifyInstance, id: string) {
  const deleted = await app.db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  if (deleted.length === 0) throw notFound('Event');
}

/** Flips one event's seen flag. */
export async function toggleSeen(app: FastifyInstance, id: string) {
  const [row] = await app.db
    .update(events)
    .set({ seen: sql`not ${events.seen}`, seenAt: sql`case when ${events.seen} then null else now() end` })
    .where(eq(events.id, id))
    .returning();
  if (!row) throw notFound('Event');
  return toEvent(row);
}

/** Marks many events seen (or unseen) in one statement; answers how many changed. */
export async function setSeenMany(app: FastifyInstance, ids: string[], seen: boolean) {
  const where: SQL | undefined = and(inArray(events.id, ids), eq(events.seen, !seen));
  const changed = await app.db
    .update(events)
    .set(seenColumns(seen))
    .where(where)
    .returning({ id: events.id });
  return { updated: changed.length };
}
