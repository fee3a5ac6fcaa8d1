import type { Locale, RequestStatus } from '@visadesk/contract';
import { asc, eq, requestGroups, requests, sql, type Tx, transactions, users, visas } from '@visadesk/db';
import {
  applicationPaidMail,
  applicationSubmittedMail,
  requestStatusChangedMail,
} from '../../lib/mail/applicant-mails';
import type { Recipient } from '../../lib/mail/layout';
import type { LifecycleDeps } from './deps';

/**
 * The applicant's mails, queued in the transaction of the change that causes them (ADR 0020):
 * each function reads what its mail says through `tx`, renders it in the applicant's language and
 * writes it to the `mail.send` job queue with `deps.mail.sendIn(tx, …)`, i.e. pg-boss inserting
 * through the connection that holds this transaction. If the change rolls back, so does the mail;
 * the worker sees it only once the change commits. A failing enqueue fails the change (on
 * PostgreSQL the transaction is aborted by then anyway), so a committed change always has its mail.
 */

const recipientColumns = { email: users.email, name: users.fullName, locale: users.locale };

/** What queuing an applicant's mail takes: the queue, and where its links point. */
export type MailDeps = Pick<LifecycleDeps, 'mail' | 'portalUrl' | 'timeZone'>;

const localeOf = (locale: string): Locale => (locale === 'ar' ? 'ar' : 'en');

function recipient(row: { email: string; name: string; locale: string }): Recipient {
  return { email: row.email, name: row.name, locale: localeOf(row.locale) };
}

/** After create-request-group wrote the group and its requests: the submission mail. */
export async function notifyApplicationSubmitted(deps: MailDeps, tx: Tx, groupId: string) {
  const [row] = await tx
    .select({
      user: recipientColumns,
      reference: requestGroups.reference,
      totalAmount: requestGroups.totalAmount,
      createdAt: requestGroups.createdAt,
      titleEn: visas.titleEn,
      titleAr: visas.titleAr,
    })
    .from(requestGroups)
    .innerJoin(users, eq(users.id, requestGroups.userId))
    .innerJoin(visas, eq(visas.id, requestGroups.visaId))
    .where(eq(requestGroups.id, groupId));
  if (!row) throw new Error('notifyApplicationSubmitted: no such request group');
  const travellers = await tx
    .select({
      reference: requests.reference,
      publicReference: requests.publicReference,
      name: requests.fullName,
    })
    .from(requests)
    .where(eq(requests.groupId, groupId))
    .orderBy(asc(requests.reference));
  await deps.mail.sendIn(
    tx,
    applicationSubmittedMail(recipient(row.user), {
      groupReference: row.reference,
      visaTitle: { en: row.titleEn, ar: row.titleAr },
      travellers,
      totalAmount: row.totalAmount,
      submittedAt: row.createdAt,
      timeZone: deps.timeZone,
      portalUrl: deps.portalUrl,
    }),
  );
}

/** After a transaction succeeded and its group became Paid (online or cash): the payment mail. */
export async function notifyApplicationPaid(deps: MailDeps, tx: Tx, transactionId: string) {
  const [row] = await tx
    .select({
      user: recipientColumns,
      reference: requestGroups.reference,
      amount: transactions.amount,
      gateway: transactions.gateway,
    })
    .from(transactions)
    .innerJoin(requestGroups, eq(requestGroups.id, transactions.groupId))
    .innerJoin(users, eq(users.id, requestGroups.userId))
    .where(eq(transactions.id, transactionId));
  if (!row) throw new Error('notifyApplicationPaid: no such transaction');
  await deps.mail.sendIn(
    tx,
    applicationPaidMail(recipient(row.user), {
      groupReference: row.reference,
      amount: row.amount,
      gateway: row.gateway,
      portalUrl: deps.portalUrl,
    }),
  );
}

export interface StatusChange {
  requestId: string;
  /** The status the request moved to. */
  to: RequestStatus;
  /** What the staff wrote for the applicant (required for Modified and Rejected), in its language. */
  reason: { text: string; lang: Locale } | null;
}

/** After a request's status moved (history row and event written): the status mail. */
export async function notifyStatusChanged(deps: MailDeps, tx: Tx, change: StatusChange) {
  const [row] = await tx
    .select({
      user: recipientColumns,
      reference: requests.reference,
      publicReference: requests.publicReference,
      travellerName: requests.fullName,
      groupReference: requestGroups.reference,
      titleEn: visas.titleEn,
      titleAr: visas.titleAr,
      // The transaction's start: the moment the history row of this move was written with.
      changedAt: sql<string>`to_json(now()) #>> '{}'`,
    })
    .from(requests)
    .innerJoin(requestGroups, eq(requestGroups.id, requests.groupId))
    .innerJoin(users, eq(users.id, requests.userId))
    .innerJoin(visas, eq(visas.id, requests.visaId))
    .where(eq(requests.id, change.requestId));
  if (!row) throw new Error('notifyStatusChanged: no such request');
  await deps.mail.sendIn(
    tx,
    requestStatusChangedMail(recipient(row.user), {
      reference: row.reference,
      publicReference: row.publicReference,
      groupReference: row.groupReference,
      travellerName: row.travellerName,
      visaTitle: { en: row.titleEn, ar: row.titleAr },
      status: change.to,
      reason: change.reason,
      changedAt: new Date(row.changedAt),
      timeZone: deps.timeZone,
      portalUrl: deps.portalUrl,
    }),
  );
}
