import type { Locale, Permission } from '@visadesk/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    permissions: text('permissions').array().$type<Permission[]>().notNull().default(sql`'{}'::text[]`),
    locale: text('locale').$type<Locale>().notNull().default('en'),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // Two-factor sign-in (TOTP). The secret is AES-256-GCM encrypted with a key derived from
    // JWT_SECRET and never leaves the API after enrolment; set but not enabled = enrolment pending.
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    // Last accepted time step: a code is good once, even inside its ±1 step window.
    totpLastStep: integer('totp_last_step'),
    // The one open password-verified sign-in waiting for its second factor; cleared when used.
    totpChallengeId: uuid('totp_challenge_id'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`vd_normalize(coalesce(name, '') || ' ' || coalesce(email, ''))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Emails compare case-insensitively: one account per address however it is typed.
  (t) => [
    uniqueIndex('admins_email_lower_idx').on(sql`lower(${t.email})`),
    index('admins_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
export type AdminRow = typeof admins.$inferSelect;
