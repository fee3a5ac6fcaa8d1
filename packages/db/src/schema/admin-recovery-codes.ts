import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';

/** Two-factor recovery codes, stored only as SHA-256 hashes; each works once. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);
