import type { Locale } from '@visadesk/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Applicants: the people who submit visa requests from the public site. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale').$type<Locale>().notNull().default('en'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`vd_normalize(coalesce(full_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The applicants' list searched by an email address's start (LIKE 'ali@%'): text_pattern_ops
    // compares bytes, so a prefix is an index range whatever the database's collation.
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('users_created_idx').on(t.createdAt, t.id),
    // The list's sort fields, and its blocked filter (few rows): see migration 0011.
    index('users_full_name_idx').on(t.fullName, t.id),
    index('users_email_idx').on(t.email, t.id),
    index('users_last_login_idx').on(t.lastLoginAt, t.id),
    // search_text in its key: a search among the few blocked applicants is checked on this index
    // alone instead of intersecting the trigram index's list of every match (migration 0016).
    index('users_blocked_created_idx').on(t.createdAt, t.id, t.searchText).where(sql`is_blocked`),
  ],
);
export type UserRow = typeof users.$inferSelect;
