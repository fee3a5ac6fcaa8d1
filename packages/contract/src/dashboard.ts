import { z } from 'zod';
import { isoDay } from './common';
import { countryOptionSchema } from './countries';
import { requestStatusSchema } from './enums';
import { transactionGatewaySchema } from './transactions';

/** Longest dashboard period; the web clips custom periods to the same length. */
export const MAX_DASHBOARD_DAYS = 366;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const todayUtc = () => new Date().toISOString().slice(0, 10);

export const dashboardQuerySchema = z
  .object({
    /** First day of the period (the agency's day, AGENCY_TIME_ZONE); default 29 days before `to`. */
    from: isoDay.optional(),
    /** Last day of the period (the agency's day), included; default today. */
    to: isoDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: 'must not be after `to`' })
  // The daily series has a row per day: a bounded period keeps one call's cost bounded.
  .refine((q) => !q.from || daysBetween(q.from, q.to ?? todayUtc()) <= MAX_DASHBOARD_DAYS, {
    path: ['from'],
    message: `the period may span at most ${MAX_DASHBOARD_DAYS} days`,
  });

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
