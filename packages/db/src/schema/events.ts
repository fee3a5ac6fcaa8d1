import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    seen: boolean('seen').notNull().default(false),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_created_idx').on(t.createdAt, t.id),
    index('events_unseen_idx').on(t.createdAt, t.id).where(sql`not seen`),
    index('events_request_idx').on(t.requestId),
  ],
);
export type EventRow = typeof events.$inferSelect;
