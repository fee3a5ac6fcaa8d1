import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { requests } from './requests';
import { tickets } from './tickets';

/** What the notification bell shows; the web renders `type` + `params` in the reader's language. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    requestId: uuid('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    params: jsonb('params')
      .$type<Record<string, string | number | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The staff member whose action this is: it is not news to them (their bell skips it). */
    actorAdminId: uuid('actor_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    seen: boolean('seen').notNull().default(false),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_created_idx').on(t.createdAt, t.id),
    index('events_unseen_idx').on(t.createdAt, t.id).where(sql`not seen`),
    index('events_request_idx').on(t.requestId),
    // Deleting an admin nulls their events' actor: found by index, not by reading every event.
    index('events_actor_idx').on(t.actorAdminId).where(sql`actor_admin_id is not null`),
  ],
);
export type EventRow = typeof events.$inferSelect;
