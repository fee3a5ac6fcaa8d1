import { bigint, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every document an applicant uploaded in the last day, kept even when the document is removed
 * again, so the hourly upload limit counts what was sent, not what is left. Rows older than a day
 * are deleted as new ones are written (apps/api/src/modules/requests/upload-quota.ts).
 */
export const applicantUploads = pgTable(
  'applicant_uploads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applicant_uploads_user_idx').on(t.userId, t.createdAt)],
);
