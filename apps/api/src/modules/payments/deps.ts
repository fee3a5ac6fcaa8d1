import type { FastifyInstance } from 'fastify';
import { type LifecycleDeps, lifecycleDeps } from '../../domain/request-lifecycle/deps';
import type { PaymentProviders } from './providers';

/** What the payment services use: the lifecycle (paid bookkeeping, mails), the providers, one setting. */
export interface PaymentDeps extends LifecycleDeps {
  providers: PaymentProviders;
  /** ZAINCASH_MIN_AMOUNT: the smallest amount offered through ZainCash. */
  zainCashMinAmount: number;
}

export const paymentDeps = (app: FastifyInstance): PaymentDeps => ({
  ...lifecycleDeps(app),
  providers: app.payments,
  zainCashMinAmount: app.config.ZAINCASH_MIN_AMOUNT,
});
