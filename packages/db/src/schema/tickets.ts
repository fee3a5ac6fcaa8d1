import type { Locale } from '@visadesk/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
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
    // The language the ticket was written in: staff replies are mailed in it.
    locale: text('locale').$type<Locale>().notNull().default('en'),
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

/**
 * The conversation under a ticket: staff answers (mailed to the ticket's address) and the
 * applicant's follow-ups from the portal. Written once, never edited.
 */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    author: text('author').$type<'staff' | 'applicant'>().notNull(),
    // The staff member who wrote it; kept as null if their account is deleted later.
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.ticketId, t.createdAt, t.id)],
);
