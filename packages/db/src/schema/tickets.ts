import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A question or complaint from an applicant or a visitor, with contact details to answer it. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestReference: text('request_reference'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<'open' | 'in-progress' | 'closed'>().notNull().default('open'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`vd_normalize(coalesce(subject, '') || ' ' || coalesce(name, '') || ' ' || coalesce(email, ''))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_created_idx').on(t.createdAt, t.id),
    index('tickets_status_idx').on(t.status, t.createdAt),
    // An applicant's own tickets, newest first (the portal).
    index('tickets_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('tickets_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
