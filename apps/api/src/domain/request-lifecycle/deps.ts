import type { Db, Tx } from '@visadesk/db';
import type { FastifyBaseLogger } from 'fastify';
import type { MailQueue } from '../../lib/mail/outgoing-mail';
import { type NewEvent, recordEvent } from '../../lib/sql/record-event';

/** Writes an event in the caller's transaction (by default lib/sql/record-event: a row and its NOTIFY). */
export type EventRecorder = (tx: Tx | Db, event: NewEvent) => Promise<string>;

/** Payments' side of a refund: Qi Card's refund API (ZainCash and cash are paid back by hand). */
export interface RefundPort {
  refundQiCard(providerReference: string, amount: number): Promise<{ refundId: string }>;
}

/**
 * What the request lifecycle uses, and nothing more: services below the routes take this (or a
 * part of it), so a test can hand them a failing mail queue or event recorder.
 */
export interface LifecycleDeps {
  /** Outside a move's transaction: the move's own transaction, and a refund's after-commit bookkeeping. */
  db: Db;
  /** Queues the applicant's mails in the transaction of the change (ADR 0020). */
  mail: MailQueue;
  events: EventRecorder;
  refunds: RefundPort;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  clock: () => Date;
  /** Where the mails' links point (PORTAL_URL). */
  portalUrl: string;
  /** The agency's clock (AGENCY_TIME_ZONE): mails' times, and what "today" is for the rules. */
  timeZone: string;
}

/** What the lifecycle takes from the running app; the app (or the demo seed's view of it) fits. */
export interface LifecycleSource {
  db: Db;
  mailer: MailQueue;
  payments: {
    qicard(): { refund(providerReference: string, amount: number): Promise<{ refundId: string }> };
  };
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  config: { PORTAL_URL: string; AGENCY_TIME_ZONE: string };
}

export function lifecycleDeps(app: LifecycleSource): LifecycleDeps {
  return {
    db: app.db,
    mail: app.mailer,
    events: recordEvent,
    // Asked when a refund goes out: the provider (or the sandbox and its address) is read then.
    refunds: { refundQiCard: (reference, amount) => app.payments.qicard().refund(reference, amount) },
    log: app.log,
    clock: () => new Date(),
    portalUrl: app.config.PORTAL_URL,
    timeZone: app.config.AGENCY_TIME_ZONE,
  };
}
