import { z } from 'zod';
import { cashPaymentResultSchema, cashPaymentSchema } from '../requests';
import {
  createdPaymentSchema,
  createPaymentSchema,
  paymentDetailsSchema,
  paymentOutcomeSchema,
} from '../transactions';
import { defineEndpoint } from './define-endpoint';
import { paymentPaths as p } from './paths';

export const paymentEndpoints = {
  recordCash: defineEndpoint(p.recordCash, {
    body: cashPaymentSchema,
    responses: { 201: cashPaymentResultSchema },
  }),
  /** Start paying for a group; an Idempotency-Key makes a retried start answer the first one. */
  create: defineEndpoint(p.create, {
    auth: 'user',
    body: createPaymentSchema,
    responses: { 200: createdPaymentSchema },
  }),
  verifyZainCash: defineEndpoint(p.verifyZainCash, {
    auth: 'public',
    body: z.object({ token: z.string().min(10).max(4000) }),
    responses: { 200: paymentOutcomeSchema },
  }),
  verifyQiCard: defineEndpoint(p.verifyQiCard, {
    auth: 'public',
    body: z.object({ paymentId: z.string().min(1).max(100) }),
    responses: { 200: paymentOutcomeSchema },
  }),
  /** Qi Card's signed notification (X-Signature), in Qi Card's own shape. */
  qiCardNotification: defineEndpoint(p.qiCardNotification, { auth: 'public' }),
  details: defineEndpoint(p.details, {
    auth: 'user',
    body: z.object({ transactionId: z.uuid() }),
    responses: { 200: paymentDetailsSchema },
  }),
  /** Where the providers send the applicant's browser back (a redirect to the portal). */
  zainCashReturn: defineEndpoint(p.zainCashReturn, {
    auth: 'public',
    query: z.object({ token: z.string().max(4000) }),
  }),
  qiCardReturn: defineEndpoint(p.qiCardReturn, {
    auth: 'public',
    query: z.object({ paymentId: z.string().max(100) }).passthrough(),
  }),
};
