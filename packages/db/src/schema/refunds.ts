import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { requests } from './requests';
import { transactions } from './transactions';

/**
 * Money owed back for a paid request that was then canceled or rejected. `due` until it is sent
 * (Qi Card: through its refund API; ZainCash and cash: by staff, outside the system).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    status: text('status').$type<'due' | 'sent' | 'failed'>().notNull().default('due'),
    providerReference: text('provider_reference'),
    requestedByAdminId: uuid('requested_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // A request is refunded at most once.
    uniqueIndex('refunds_request_idx').on(t.requestId),
    index('refunds_transaction_idx').on(t.transactionId),
  ],
);
