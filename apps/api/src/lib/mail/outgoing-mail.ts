import type { Locale } from '@visadesk/contract';
import type { Db, Tx } from '@visadesk/db';

/** One rendered mail; `template` names it in logs, where the body (and its link) never goes. */
export interface OutgoingMail {
  to: string;
  locale: Locale;
  template: string;
  subject: string;
  text: string;
  html: string;
}

/** Queues mails in the transaction of the change that causes them (all a change's service needs). */
export interface MailQueue {
  /**
   * Queues a mail in the transaction of the change that causes it: it is sent only if that
   * transaction commits. Without a job queue (a bare mailer) it is sent at once.
   */
  sendIn(tx: Db | Tx, mail: OutgoingMail): Promise<void>;
}

export interface Mailer extends MailQueue {
  readonly driver: 'smtp' | 'outbox';
  /**
   * Queues a mail and returns at once: callers answer the same whether delivery is fast, slow or
   * failing, so neither timing nor errors tell a caller which mail (if any) went out. With the
   * job queue (every app buildApp makes) the mail is written to the `mail.send` queue in the
   * database and a worker delivers it with retries, also after a restart.
   */
  send(mail: OutgoingMail): void;
  /**
   * Resolves once every mail sent through this mailer was handed over or failed (an attempt at
   * most; a mail waiting for a retry counts as failed) — for tests and shutdown.
   */
  idle(): Promise<void>;
}

/** What logs say of a recipient: the domain only, never the address. */
export const recipientDomain = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();
