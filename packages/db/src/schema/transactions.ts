import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { requestGroups } from './requests';

export type TransactionGateway = 'qi-card' | 'zain-cash' | 'cash';
export type TransactionStatus = 'pending' | 'succeeded' | 'failed' | 'expired' | 'refunded';

/** Money received (or on its way) for a request group. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => requestGroups.id, { onDelete: 'restrict' }),
    gateway: text('gateway').$type<TransactionGateway>().notNull(),
    /** Whole IQD. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('IQD'),
    status: text('status').$type<TransactionStatus>().notNull().default('pending'),
    providerReference: text('provider_reference'),
    providerPayload: jsonb('provider_payload').$type<Record<string, unknown>>(),
    recordedByAdminId: uuid('recorded_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // A group is paid at most once, whatever races or replays happen above this table.
    uniqueIndex('transactions_one_success_per_group_idx').on(t.groupId).where(sql`status = 'succeeded'`),
    index('transactions_group_idx').on(t.groupId),
    index('transactions_created_idx').on(t.createdAt, t.id),
    index('transactions_status_created_idx').on(t.status, t.createdAt),
    index('transactions_gateway_created_idx').on(t.gateway, t.createdAt),
    // Migration 0011 creates it with INCLUDE (status), which drizzle cannot express: an amount
    // filter's succeeded totals then read the index alone.
    index('transactions_amount_idx').on(t.amount, t.id),
    index('transactions_completed_idx').on(t.completedAt, t.id),
  ],
);

/**
 * Succeeded transactions per day and gateway, for the list's totals; the days are those of the zone
 * in transaction_totals_zone. Written only by the statement-level triggers on `transactions`
 * (migrations 0011 and 0023), in the same transaction as the change.
 */
export const transactionDailyTotals = pgTable(
  'transaction_daily_totals',
  {
    day: date('day').notNull(),
    gateway: text('gateway').$type<TransactionGateway>().notNull(),
    succeededCount: integer('succeeded_count').notNull(),
    succeededAmount: bigint('succeeded_amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'transaction_daily_totals_pk', columns: [t.day, t.gateway] })],
);

/**
 * The one zone transaction_daily_totals counts days in (migration 0023): the triggers read it; a
 * start with another AGENCY_TIME_ZONE rebuilds the totals and changes it (transactions/totals-zone.ts).
 */
export const transactionTotalsZone = pgTable(
  'transaction_totals_zone',
  {
    onlyRow: boolean('only_row').primaryKey().default(true),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('transaction_totals_zone_one_row', sql`${t.onlyRow}`)],
);
