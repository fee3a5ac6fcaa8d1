import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Firebase Cloud Messaging registration tokens of admins' and applicants' devices. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    token: text('token').primaryKey(),
    subjectType: text('subject_type').$type<'admin' | 'user'>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_tokens_subject_idx').on(t.subjectType, t.subjectId)],
);
