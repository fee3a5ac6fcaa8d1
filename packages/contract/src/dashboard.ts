import { z } from 'zod';
import { isoDay } from './common';
import { countryOptionSchema } from './countries';
import { requestStatusSchema } from './enums';
import { transactionGatewaySchema } from './transactions';

export const dashboardQuerySchema = z
  .object({
    /** First day of the period (UTC); default 29 days before `to`. */
    from: isoDay.optional(),
    /** Last day of the period (UTC), included; default today. */
    to: isoDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: 'must not be after `to`' });

export const dashboardSchema = z
  .object({
    period: z.object({ from: z.iso.date(), to: z.iso.date() }),
    totals: z.object({
      requests: z.number().int(),
      revenue: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
    }),
    /** Requests submitted in the period, by their status now. */
    byStatus: z.record(requestStatusSchema, z.number().int()),
    daily: z.array(z.object({ day: z.iso.date(), requests: z.number().int(), revenue: z.number().int() })),
    revenueByGateway: z.array(
      z.object({ gateway: transactionGatewaySchema, amount: z.number().int(), count: z.number().int() }),
    ),
    topDestinations: z.array(z.object({ destination: countryOptionSchema, requests: z.number().int() })),
    /** Mean hours from Paid to Approved or Rejected, for decisions made in the period. */
    avgHoursPaidToDecision: z.number().nullable(),
    /** Work waiting now, whatever the period. */
    pending: z.object({ paidNotStarted: z.number().int(), modifiedWaiting: z.number().int() }),
    latest: z.array(
      z.object({
        id: z.uuid(),
        reference: z.string(),
        fullName: z.string().nullable(),
        status: requestStatusSchema,
        price: z.number().int(),
        createdAt: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
