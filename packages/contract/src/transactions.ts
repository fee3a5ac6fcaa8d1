import { z } from 'zod';
import { isoDay, isStorableText, UNSTORABLE_TEXT_MESSAGE } from './common';
import { listQuerySchema, pagedSchema } from './list';

export const TRANSACTION_GATEWAYS = ['qi-card', 'zain-cash', 'cash'] as const;
export const transactionGatewaySchema = z.enum(TRANSACTION_GATEWAYS);
export const TRANSACTION_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'refunded'] as const;
export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);

export const transactionSchema = z
  .object({
    id: z.uuid(),
    groupId: z.uuid(),
    groupReference: z.string(),
    gateway: transactionGatewaySchema,
    amount: z.number().int(),
    currency: z.literal('IQD'),
    status: transactionStatusSchema,
    providerReference: z.string().nullable(),
    recordedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    note: z.string().nullable(),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transactionSchema>;

/** Amounts are stored in a 32-bit integer column: a filter past its largest value is a 400, not a failed query. */
const amount = z.coerce.number().int().min(0).max(2_147_483_647);

/** The transaction list's filters, shared by the list and its export. */
const transactionFilters = {
  gateway: transactionGatewaySchema.optional(),
  status: transactionStatusSchema.optional(),
  /** Created on or after this day of the agency's calendar (AGENCY_TIME_ZONE). */
  from: isoDay.optional(),
  /** Created on or before this day of the agency's calendar, included. */
  to: isoDay.optional(),
  minAmount: amount.optional(),
  maxAmount: amount.optional(),
  /** A group reference (VD-G-…) or one of its requests' references (VD-…). */
  reference: z.string().trim().min(3).max(40).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE).optional(),
};

export const TRANSACTION_SORT_FIELDS = ['createdAt', 'amount', 'completedAt'] as const;
export const transactionListQuerySchema = listQuerySchema(
  TRANSACTION_SORT_FIELDS,
  transactionFilters,
  '-createdAt',
);
export const transactionPageSchema = pagedSchema(transactionSchema)
  .extend({
    /** For the whole filter, not just the page: succeeded money and how many transactions. */
    totals: z.object({ succeededAmount: z.number().int(), succeededCount: z.number().int() }),
  })
  .meta({ id: 'TransactionPage' });

export const transactionExportQuerySchema = z.object({
  ...transactionFilters,
  locale: z.enum(['en', 'ar']).default('en'),
});

export const createPaymentSchema = z
  .object({
    groupId: z.uuid(),
    gateway: z.enum(['qi-card', 'zain-cash']),
    /** Language of the provider's pages. */
    locale: z.enum(['en', 'ar']).default('ar'),
  })
  .meta({ id: 'CreatePayment' });
export const createdPaymentSchema = z
  .object({
    transactionId: z.uuid(),
    gateway: z.enum(['qi-card', 'zain-cash']),
    amount: z.number().int(),
    payUrl: z.string(),
  })
  .meta({ id: 'CreatedPayment' });
export const paymentOutcomeSchema = z
  .object({ transactionId: z.uuid(), status: transactionStatusSchema })
  .meta({ id: 'PaymentOutcome' });
export const paymentDetailsSchema = z
  .object({
    transactionId: z.uuid(),
    groupReference: z.string(),
    gateway: transactionGatewaySchema,
    amount: z.number().int(),
    currency: z.literal('IQD'),
    status: transactionStatusSchema,
    requests: z.array(
      z.object({ reference: z.string(), fullName: z.string().nullable(), status: z.string() }),
    ),
  })
  .meta({ id: 'PaymentDetails' });
